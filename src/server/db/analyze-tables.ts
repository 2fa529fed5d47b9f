import type { Queryable } from './database.ts';

/**
 * Gathers the planner's statistics for every table of the app (not the system catalogues: those
 * would make it 25 times slower on PGlite). Without them PostgreSQL guesses table sizes, and for
 * the row-level-security helpers it guesses wrong: it runs them once per row instead of once
 * per query (issue 25: the bookings list 5 times slower on a new database). Autovacuum catches
 * up only after its next round, and PGlite has no autovacuum, so this runs after migrations,
 * after the demo data and after anything else that adds rows in bulk.
 */
export async function analyzeTables(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ tables: string | null }>(
    `select string_agg(format('%I.%I', schemaname, relname), ', ') as tables
     from pg_stat_user_tables`,
  );
  const tables = rows[0]?.tables;
  if (tables) await db.exec(`analyze ${tables}`);
}
