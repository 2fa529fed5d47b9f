import type { Database } from '../../db/database.ts';

/** Counts requests per key in fixed one-minute windows: `hit` answers this window's count. */
export interface RequestCounts {
  hit(key: string, now?: Date): Promise<number>;
}

const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);

/**
 * In this process's memory: PGlite's data directory belongs to one process (data-dir-lock.ts),
 * so the count is the same one the database would keep, without a write per request
 * (docs/decisions/0045-embedded-rate-counts-in-memory.md). The first hit of a window forgets
 * the windows that ended, so the map holds one minute of addresses.
 */
export function countsInMemory(): RequestCounts {
  let window = -1;
  const hits = new Map<string, number>();
  return {
    hit(key, now = new Date()) {
      const current = minuteOf(now);
      if (current !== window) {
        window = current;
        hits.clear();
      }
      const count = (hits.get(key) ?? 0) + 1;
      hits.set(key, count);
      return Promise.resolve(count);
    },
  };
}

/**
 * In auth.rate_limits, shared by every server process on one PostgreSQL (decision 0007). The
 * first hit of a window deletes the windows that ended, so the table stays small.
 */
export function countsInDatabase(db: Database): RequestCounts {
  return {
    async hit(key) {
      const { rows } = await db.query<{ hits: number }>(
        `insert into auth.rate_limits (key, window_start, hits)
         values ($1, date_trunc('minute', now()), 1)
         on conflict (key, window_start) do update set hits = auth.rate_limits.hits + 1
         returning hits`,
        [key],
      );
      const count = rows[0]?.hits ?? 0;
      if (count === 1) {
        await db.query(
          `delete from auth.rate_limits where window_start < date_trunc('minute', now())`,
        );
      }
      return count;
    },
  };
}

/** Where a server on this database keeps its counts. */
export function requestCountsFor(db: Database): RequestCounts {
  return db.kind === 'pglite' ? countsInMemory() : countsInDatabase(db);
}
