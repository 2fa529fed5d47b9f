import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdTurn } from '../test-support/held-turn.ts';
import {
  createMigratedTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../test-support/test-database.ts';
import {
  databaseAndStorage,
  startTestStorage,
  type TestStorage,
} from '../test-support/test-storage.ts';
import { objectKey, type ListedVersion } from './object-store.ts';
import {
  oldVersionBatches,
  orphanMarginMs,
  orphanSweepTask,
  sweepOrphans,
} from './orphan-sweep.ts';

const version = (n: number) => `0a0b0c0d-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function* listing(entries: ListedVersion[]) {
  yield* entries;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const found: T[] = [];
  for await (const item of items) found.push(item);
  return found;
}

describe('the batches of old versions', () => {
  it('leaves out the versions modified at or after the cut-off, and batches the rest', async () => {
    const cutoff = new Date('2026-11-30T00:00:00Z');
    const entries = [1, 2, 3, 4, 5, 6].map((n) => ({
      version: version(n),
      modified: new Date(cutoff.getTime() + (n === 3 ? 0 : n === 5 ? 1 : -n)),
    }));
    expect(await collect(oldVersionBatches(listing(entries), cutoff, 2))).toEqual([
      [version(1), version(2)],
      [version(4), version(6)],
    ]);
    expect(await collect(oldVersionBatches(listing([]), cutoff, 2))).toEqual([]);
  });
});

async function put(storage: TestStorage, n: number, keep = true) {
  const body = new Response(`file ${n}`).body?.getReader();
  if (!body) throw new Error('no body');
  const file = await storage.store.receive(body, 100, version(n));
  if (keep) await storage.store.keep(file);
}

async function sizeOf(storage: TestStorage, n: number) {
  const file = await storage.store.open(version(n));
  await file?.close();
  return file?.size;
}

const sleepUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

describe.each(databaseAndStorage)('sweeping files no row names, on %s with %s', (kind, backend) => {
  let test: TestDatabase;
  let storage: TestStorage;
  beforeAll(async () => {
    [test, storage] = await Promise.all([
      createMigratedTestDatabase(kind),
      startTestStorage(backend),
    ]);
    await test.db.query(`insert into storage.buckets (id, name) values ('sweep', 'sweep')`);
  });
  afterAll(() => Promise.all([test?.drop(), storage?.stop()]));

  /** Two days old on disk; in a bucket, whose times cannot be set, older than the cut-off. */
  function makeOld(n: number) {
    const dir = storage.env.STORAGE_DIR ?? '';
    const twoDaysAgo = new Date(Date.now() - 2 * orphanMarginMs);
    for (const file of [path.join(dir, objectKey(version(n))), path.join(dir, 'tmp', version(n))])
      if (fs.existsSync(file)) fs.utimesSync(file, twoDaysAgo, twoDaysAgo);
  }

  it('removes the old versions no row names, in several batches, and keeps the others', async () => {
    // Old: 1–7 without a row (7 received, never kept: on disk still in tmp/), 8 and 9 named.
    for (const n of [1, 2, 3, 4, 5, 6, 8, 9]) await put(storage, n);
    await put(storage, 7, false);
    await test.db.query(
      `insert into storage.objects (bucket_id, name, version)
       values ('sweep', 'eight', $1), ('sweep', 'nine', $2)`,
      [version(8), version(9)],
    );
    // A bucket lists times to the second: the cut-off is the next whole second, and the fresh
    // files come a second after it.
    const cutoff = Math.floor(Date.now() / 1000) * 1000 + 1000;
    await sleepUntil(cutoff + 1000);
    // Fresh: 10 without a row (an upload whose row is not written yet), 11 named.
    await put(storage, 10);
    await put(storage, 11);
    await test.db.query(
      `insert into storage.objects (bucket_id, name, version) values ('sweep', 'eleven', $1)`,
      [version(11)],
    );
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) makeOld(n);
    const marginMs = backend === 'disk' ? orphanMarginMs : Date.now() - cutoff;

    expect(await sweepOrphans(test.db, storage.store, { marginMs, batchSize: 3 })).toBe(7);
    const listed = await collect(storage.store.list());
    expect(listed.map((entry) => entry.version).sort()).toEqual(
      [8, 9, 10, 11].map((n) => version(n)),
    );
    expect(await storage.pending()).toEqual([]);
    expect(await sizeOf(storage, 8)).toBe(6);
    expect(await sweepOrphans(test.db, storage.store, { marginMs })).toBe(0);
  });
});

describe.runIf(testDatabaseKinds.includes('postgres'))('sweeping beside another process', () => {
  let test: TestDatabase;
  let storage: TestStorage;
  beforeAll(async () => {
    [test, storage] = await Promise.all([
      createMigratedTestDatabase('postgres'),
      startTestStorage('disk'),
    ]);
  });
  afterAll(() => Promise.all([test?.drop(), storage?.stop()]));

  it('stops when another process has the turn', async () => {
    await put(storage, 1);
    const holder = await holdTurn(test.url ?? '', orphanSweepTask);
    try {
      expect(await sweepOrphans(test.db, storage.store, { marginMs: -60_000 })).toBeUndefined();
    } finally {
      await holder.end();
    }
    expect(await sizeOf(storage, 1)).toBe(6);
    expect(await sweepOrphans(test.db, storage.store, { marginMs: -60_000 })).toBe(1);
  });
});
