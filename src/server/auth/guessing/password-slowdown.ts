import type { Queryable } from '../../db/database.ts';
import { AuthError } from '../errors/auth-error.ts';
import { sha256Hex } from '../tokens/token-digest.ts';

/** Wrong passwords an address takes before it slows down. */
const freeFailures = 5;
/** A run of wrong passwords is forgotten an hour after the last one. */
const forgetAfterSeconds = 3600;

/**
 * How long after the last wrong password the next try is taken: nothing for the first five,
 * then 15 s, doubling with each further failure, at most 15 minutes. Guessing one account's
 * password then takes about a hundred tries a day; its owner waits at most a quarter hour.
 */
export function slowdownSeconds(failures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(15 * 2 ** (failures - freeFailures), 900);
}

/**
 * Keyed by the address as typed, whether or not an account has it, so that an unknown address
 * slows down exactly like a known one and the answer says nothing about which exist.
 */
const keyOf = (identifier: string) => sha256Hex(`password:${identifier.trim().toLowerCase()}`);

/** 429 while the address is slowed down, before any password is compared. */
export async function refuseWhileSlowedDown(q: Queryable, identifier: string): Promise<void> {
  const { rows } = await q.query<{ failures: number; waited: number }>(
    `select failures, extract(epoch from now() - last_failed_at)::float8 as waited
     from auth.sign_in_failures where key = $1`,
    [keyOf(identifier)],
  );
  const row = rows[0];
  if (row === undefined || row.waited > forgetAfterSeconds) return;
  const wait = Math.ceil(slowdownSeconds(row.failures) - row.waited);
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_request_rate_limit',
      `Too many wrong passwords for this address: try again in ${wait} seconds`,
    );
  }
}

/** Counts a wrong password (or an unknown address) for the address as typed. */
export async function recordWrongPassword(q: Queryable, identifier: string): Promise<void> {
  const { rows } = await q.query<{ failures: number }>(
    `insert into auth.sign_in_failures (key, failures) values ($1, 1)
     on conflict (key) do update set
       failures = case when auth.sign_in_failures.last_failed_at
                              < now() - make_interval(secs => $2) then 1
                       else auth.sign_in_failures.failures + 1 end,
       last_failed_at = now()
     returning failures`,
    [keyOf(identifier), forgetAfterSeconds],
  );
  // A new run clears the runs that were forgotten, so the table stays small.
  if (rows[0]?.failures === 1) {
    await q.query(
      `delete from auth.sign_in_failures
       where last_failed_at < now() - make_interval(secs => $1)`,
      [forgetAfterSeconds],
    );
  }
}

/** A right password ends the run. */
export async function forgetWrongPasswords(q: Queryable, identifier: string): Promise<void> {
  await q.query('delete from auth.sign_in_failures where key = $1', [keyOf(identifier)]);
}
