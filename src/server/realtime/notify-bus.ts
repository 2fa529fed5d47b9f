import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { hubEventFromJson, hubEventToJson } from './hub-event-json.ts';
import type { HubBus, HubEvent, RealtimeHub } from './realtime-hub.ts';

const channel = 'realtime_hub';
/** NOTIFY takes at most 8000 bytes; longer events wait in realtime.relay (decision 0038). */
const maxNotifyBytes = 7900;
/**
 * Every process says it is there this often; one not heard from for three times as long has
 * crashed (a process that stops says goodbye), and its presences leave.
 */
const heartbeatMs = 10_000;

interface Envelope {
  /** The node that published. */
  n: string;
  /** Its count: NOTIFY drops a repeat of the same text within one transaction. */
  s: number;
  /** The event, or the relay row that holds it. */
  e?: string;
  r?: string;
}

/**
 * Carries hub events between the server processes on one PostgreSQL database with
 * LISTEN/NOTIFY (docs/decisions/0038-realtime-fan-out.md). Events are sent in order, in
 * batches of whatever queued while the last batch was sent, each batch one statement so its
 * notifications arrive in order; they are received in order too.
 */
export async function startNotifyBus(
  db: Database,
  hub: RealtimeHub,
  logger: Logger,
): Promise<() => Promise<void>> {
  let queue: HubEvent[] = [];
  let sending: Promise<void> | undefined;
  let received: Promise<void> = Promise.resolve();
  let count = 0;
  const envelope = (fields: { e: string } | { r: string | undefined }) =>
    JSON.stringify({ n: hub.node, s: (count += 1), ...fields });

  const send = async (events: HubEvent[]) => {
    const texts: string[] = [];
    for (const event of events) {
      const text = hubEventToJson(event);
      if (Buffer.byteLength(text) + 64 <= maxNotifyBytes) {
        texts.push(envelope({ e: text }));
        continue;
      }
      const { rows } = await db.query<{ id: string }>(
        `with gone as (delete from realtime.relay where sent_at < now() - interval '1 minute')
         insert into realtime.relay (body) values ($1) returning id::text`,
        [text],
      );
      texts.push(envelope({ r: rows[0]?.id }));
    }
    await db.query(
      `select pg_notify($1, text) from unnest($2::text[]) with ordinality as t(text, n) order by n`,
      [channel, texts],
    );
  };

  const flush = () => {
    if (sending !== undefined || queue.length === 0) return;
    const batch = queue;
    queue = [];
    sending = send(batch)
      .catch((error: unknown) => logger.error({ err: error }, 'realtime: fan-out send failed'))
      .finally(() => {
        sending = undefined;
        flush();
      });
  };

  const receive = async (payload: string) => {
    const { n: node, e, r } = JSON.parse(payload) as Envelope;
    if (node === hub.node) return;
    let text = e;
    if (text === undefined && r !== undefined) {
      const { rows } = await db.query<{ body: string }>(
        'select body from realtime.relay where id = $1',
        [r],
      );
      text = rows[0]?.body;
    }
    if (text !== undefined) hub.receive(node, hubEventFromJson(text));
  };

  const bus: HubBus = {
    publish(event) {
      queue.push(event);
      flush();
    },
  };
  const unlisten = await db.listen(
    channel,
    (payload) => {
      received = received
        .then(() => receive(payload))
        .catch((error: unknown) =>
          logger.error({ err: error }, 'realtime: fan-out receive failed'),
        );
    },
    // What the others sent while this process was not listening is lost; their presences at
    // least come again when it says hello.
    () => {
      logger.warn('realtime: listening again after a lost connection');
      bus.publish({ kind: 'hello' });
    },
  );
  hub.connect(bus);
  const heartbeat = setInterval(() => hub.heartbeat(3 * heartbeatMs), heartbeatMs);
  heartbeat.unref();
  return async () => {
    clearInterval(heartbeat);
    hub.stop();
    flush();
    while (sending !== undefined) await sending;
    await unlisten();
  };
}
