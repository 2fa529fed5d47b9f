import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { takeTurn } from '../db/take-turn.ts';
import type { ChangeKind } from './change-binding.ts';
import { advanceCursor, startCursor, type ChangeCursor } from './change-cursor.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { RecordedChange } from './change-payload.ts';
import { fanoutTopic, type RealtimeHub } from './realtime-hub.ts';

/** A read takes at most this many changes; a full read is followed by another at once. */
const batchSize = 500;
/**
 * Reads follow each other at least this far apart: changes made meanwhile are judged together,
 * and each subscriber identity is asked once per batch, however many changes it holds.
 */
const minReadGapMs = 25;
/**
 * After a batch that took long to judge and send, the reader rests as long before the next
 * (up to this), so that delivery takes at most half of the database and the thread and the
 * writes that make the changes keep going; the next batch holds what came meanwhile, judged
 * once for each identity (decision 0044).
 */
const maxRestMs = 100;
/** Read even without a NOTIFY this often: a listening connection may have been replaced. */
const pollMs = 1000;
/** Recorded changes are kept this long, then deleted by one process a turn (decision 0072). */
const keepMinutes = 10;
const cleanupMs = 60_000;

interface ChangeRow {
  id: string | null;
  schema_name: string;
  table_name: string;
  kind: ChangeKind | 'BROADCAST';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  at: string;
  xmin: string;
  xmax: string;
}

/**
 * Reads realtime.changes after every NOTIFY on `realtime_changes` (decision 0039) and hands
 * the new rows, in order, to the feed (row changes) and the hub (realtime.send broadcasts,
 * delivered to this process's channels only: every process reads the log itself). Changes
 * recorded before the process started are not delivered.
 */
export async function startChangeReader(
  db: Database,
  feed: ChangeFeed,
  hub: RealtimeHub,
  logger: Logger,
): Promise<() => Promise<void>> {
  const { rows: start } = await db.query<{ after: string }>(
    'select coalesce(max(id), 0)::text as after from realtime.changes',
  );
  let cursor: ChangeCursor = startCursor(BigInt(start[0]?.after ?? '0'));
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const readOnce = async (): Promise<boolean> => {
    const { rows } = await db.query<ChangeRow>(
      `with snapshot as (select pg_current_snapshot() as taken)
       select c.id::text, c.schema_name, c.table_name, c.kind, c.record, c.old_record,
              to_char(c.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
              pg_snapshot_xmin(s.taken)::text as xmin, pg_snapshot_xmax(s.taken)::text as xmax
       from snapshot s
       left join lateral (
         select * from realtime.changes
         where id > $1::bigint or id = any($2::bigint[])
         order by id limit ${batchSize}
       ) c on true`,
      [cursor.after.toString(), [...cursor.gaps.keys()].map(String)],
    );
    const first = rows[0];
    if (first === undefined) return false;
    const read = rows.filter((row) => row.id !== null);
    const advanced = advanceCursor(
      cursor,
      read.map((row) => BigInt(row.id as string)),
      { xmin: BigInt(first.xmin), xmax: BigInt(first.xmax) },
    );
    cursor = advanced.cursor;
    const fresh = new Set(advanced.fresh);
    const changes: RecordedChange[] = [];
    for (const row of read) {
      if (!fresh.has(BigInt(row.id as string))) continue;
      if (row.kind === 'BROADCAST') {
        // Row changes so far go first, so that the order holds.
        await feed.deliver(changes.splice(0));
        broadcastHere(hub, row.record ?? {});
        continue;
      }
      if (row.schema_name !== 'public') continue;
      changes.push({
        id: BigInt(row.id as string),
        table: row.table_name,
        kind: row.kind,
        record: row.record,
        oldRecord: row.old_record,
        commitTimestamp: row.at,
      });
    }
    await feed.deliver(changes);
    return read.length === batchSize;
  };

  const wake = () => {
    if (stopped) return;
    if (running !== undefined) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const started = Date.now();
        try {
          if (await readOnce()) again = true;
        } catch (error) {
          logger.error({ err: error }, 'realtime: reading changes failed');
        }
        const took = Date.now() - started;
        const rest = Math.max(minReadGapMs - took, Math.min(took / 2, maxRestMs));
        if (again && rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      } while (again && !stopped);
    })().finally(() => (running = undefined));
  };

  const unlisten = await db.listen('realtime_changes', wake, wake);
  const poll = setInterval(wake, pollMs);
  poll.unref();
  const cleanup = setInterval(() => {
    takeTurn(db, 'realtime-changes-cleanup', (tx) =>
      tx.query(
        `delete from realtime.changes where recorded_at < now() - interval '${keepMinutes} minutes'`,
      ),
    ).catch((error: unknown) => logger.error({ err: error }, 'realtime: cleaning changes failed'));
  }, cleanupMs);
  cleanup.unref();
  return async () => {
    stopped = true;
    clearInterval(poll);
    clearInterval(cleanup);
    await running;
    await unlisten();
  };
}

/** A broadcast realtime.send recorded, to this process's subscribers of its topic. */
function broadcastHere(hub: RealtimeHub, message: Record<string, unknown>): void {
  const { payload, event, topic } = message;
  if (typeof event !== 'string' || typeof topic !== 'string') return;
  hub.deliverHere(fanoutTopic(topic, message.private !== false), {
    event,
    body: { json: payload },
    binary: false,
    pushed: { type: 'broadcast', event, payload },
  });
}
