import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdTurn, killConnection } from '../test-support/held-turn.ts';
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../test-support/test-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { takeTurn } from './take-turn.ts';

describe.each(testDatabaseKinds)('taking a turn on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await test.db.exec('create table public.turns (n int)');
  });
  afterAll(() => test.drop());

  it('does the work in a transaction and answers what it answered', async () => {
    expect(await takeTurn(test.db, 'count', async () => 7)).toBe(7);
    await expect(
      takeTurn(test.db, 'count', async (tx) => {
        await tx.query('insert into public.turns values (1)');
        throw new Error('stopped mid-turn');
      }),
    ).rejects.toThrow('stopped mid-turn');
    expect((await test.db.query('select * from public.turns')).rows).toEqual([]);
  });
});

describe.runIf(testDatabaseKinds.includes('postgres'))('taking turns on one PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
  });
  afterAll(() => test.drop());

  it('skips the turn another connection holds, and takes the next one', async () => {
    const other = await openPostgresDatabase(test.url ?? '');
    try {
      let release: (value: unknown) => void = () => undefined;
      const released = new Promise((resolve) => (release = resolve));
      let enter: (value: unknown) => void = () => undefined;
      const inside = new Promise((resolve) => (enter = resolve));
      const first = takeTurn(test.db, 'sweep', async () => {
        enter(true);
        await released;
        return 'first';
      });
      await inside;
      let ran = false;
      expect(await takeTurn(other, 'sweep', async () => (ran = true))).toBeUndefined();
      expect(ran).toBe(false);
      // Another task's turn is its own.
      expect(await takeTurn(other, 'another', async () => 'another')).toBe('another');
      release(true);
      expect(await first).toBe('first');
      expect(await takeTurn(other, 'sweep', async () => 'second')).toBe('second');
    } finally {
      await other.close();
    }
  });

  it('hands the turn on when the process holding it dies', async () => {
    const holder = await holdTurn(test.url ?? '', 'sweep');
    expect(await takeTurn(test.db, 'sweep', async () => 'taken')).toBeUndefined();
    // As SIGKILL leaves it: the socket closes without a word to the server.
    killConnection(holder);
    const started = Date.now();
    await expect
      .poll(() => takeTurn(test.db, 'sweep', async () => 'taken'), { timeout: 5000, interval: 20 })
      .toBe('taken');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
