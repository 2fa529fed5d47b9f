import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { takeTurn } from '../db/take-turn.ts';
import { repeatEvery } from '../repeat-every.ts';
import type { ListedVersion, ObjectStore } from './object-store.ts';

const dayMs = 24 * 3_600_000;

/**
 * How old a version with no row must be before it is removed. A version is in the store before
 * its row commits: the upload streams in, then the row is written in the request that received
 * it. An upload takes seconds to minutes (50 MiB by default, refused past the size limit), so
 * a day is far beyond any upload still in flight, while a leftover costs only space meanwhile.
 */
export const orphanMarginMs = dayMs;

/** Versions looked up at once: one query, one batch delete (S3 takes 1,000 keys a request). */
export const orphanBatchSize = 1_000;

/** The sweep's turn, which one server process of several takes at a time. */
export const orphanSweepTask = 'storage-orphan-sweep';

/** The versions listed before `cutoff`, in arrays of up to `size`, as the listing goes. */
export async function* oldVersionBatches(
  listed: AsyncIterable<ListedVersion>,
  cutoff: Date,
  size: number,
): AsyncIterable<string[]> {
  let batch: string[] = [];
  for await (const { version, modified } of listed) {
    if (modified >= cutoff) continue;
    batch.push(version);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export interface OrphanSweepOptions {
  marginMs?: number;
  batchSize?: number;
}

/**
 * Removes the versions older than the margin that no row of storage.objects names: left by a
 * process that died between an upload and its row's commit, or between a delete's commit and
 * the removal of its file. Such a version never gets a row later (every row is written with a
 * new version), so removing it cannot race a request.
 *
 * Each batch is a turn (decision 0072): its rows are looked up in a short transaction, and the
 * files removed after it. A turn held over the whole listing would keep a transaction, and on
 * PGlite the one connection, open for as long as a large bucket takes to list. A process that
 * finds a batch's turn taken stops, as another is sweeping. Answers how many were removed, or
 * undefined when it stopped so.
 */
export async function sweepOrphans(
  db: Database,
  store: ObjectStore,
  { marginMs = orphanMarginMs, batchSize = orphanBatchSize }: OrphanSweepOptions = {},
): Promise<number | undefined> {
  const cutoff = new Date(Date.now() - marginMs);
  let removed = 0;
  for await (const batch of oldVersionBatches(store.list(), cutoff, batchSize)) {
    const orphans = await takeTurn(db, orphanSweepTask, async (tx) => {
      const { rows } = await tx.query<{ version: string }>(
        'select version from storage.objects where version = any($1::text[])',
        [batch],
      );
      const named = new Set(rows.map((row) => row.version));
      return batch.filter((version) => !named.has(version));
    });
    if (orphans === undefined) return undefined;
    await store.remove(orphans);
    removed += orphans.length;
  }
  return removed;
}

const firstSweepMs = 10 * 60_000;

/**
 * Sweeps once ten minutes after the start (past the start's own work), then once a day, one
 * sweep at a time; answers the function that stops it, which waits for a sweep in progress.
 */
export function startOrphanSweep(db: Database, store: ObjectStore, logger: Logger) {
  let running: Promise<void> | undefined;
  const sweep = () =>
    (running ??= sweepOrphans(db, store)
      .then((removed) => {
        if (removed !== undefined) logger.info({ files: removed }, 'files no row names removed');
      })
      // The next day tries again: a leftover only takes room.
      .catch((error: unknown) => logger.warn({ err: error }, 'removing files no row names failed'))
      .finally(() => (running = undefined)));
  const first = setTimeout(() => void sweep(), firstSweepMs);
  first.unref();
  const stopDaily = repeatEvery(dayMs, sweep);
  return async () => {
    clearTimeout(first);
    await stopDaily();
    await running;
  };
}
