import type { Queryable } from '../../db/database.ts';
import { AuthError } from '../errors/auth-error.ts';
import type { OneTimeTokenType } from '../one-time/one-time-tokens.ts';

/** Wrong tries a code survives: the fifth wrong one voids it (migration 0101 holds the bound). */
export const maxWrongCodes = 5;

/**
 * Counts a wrong code against the pending codes of that address and purpose; the fifth wrong
 * try lapses them, so even the right code no longer works and a new one must be sent.
 */
export async function recordWrongOneTimeCode(
  q: Queryable,
  relatesTo: string,
  types: OneTimeTokenType[],
): Promise<void> {
  await q.query(
    `update auth.one_time_tokens
     set failed_attempts = failed_attempts + 1,
         expires_at = case when failed_attempts + 1 >= $3 then least(expires_at, now())
                           else expires_at end
     where lower(relates_to) = lower($1) and token_type = any($2::text[]) and failed_attempts < $3`,
    [relatesTo, types, maxWrongCodes],
  );
}

/** The same for a second factor's challenge: after five wrong codes it has expired. */
export async function recordWrongChallengeCode(q: Queryable, challengeId: string): Promise<void> {
  await q.query(
    `update auth.mfa_challenges
     set failed_attempts = failed_attempts + 1,
         expires_at = case when failed_attempts + 1 >= $2 then least(expires_at, now())
                           else expires_at end
     where id::text = $1 and failed_attempts < $2`,
    [challengeId, maxWrongCodes],
  );
}

/**
 * Runs a verification that rolls back when it fails, and counts the try when it failed with
 * `wrongCode` (the error a wrong code gives): the count is written after the rollback.
 */
export async function countingWrongCodes<T>(
  verify: () => Promise<T>,
  wrongCode: string,
  count: () => Promise<void>,
): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    if (error instanceof AuthError && error.code === wrongCode) await count();
    throw error;
  }
}
