import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { validationFailed } from '../errors/auth-error.ts';

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** The PKCE parameters of a request, or undefined when the client is not in PKCE mode. */
export function parsePkceChallenge(
  challenge: string | null | undefined,
  method: string | null | undefined,
): PkceChallenge | undefined {
  if (!challenge && !method) return undefined;
  if (!challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  // supabase-js sends "s256" in lowercase; RFC 7636 spells it "S256".
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') {
    throw validationFailed(`Code challenge method not supported: ${method}`);
  }
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method: normalized };
}

export function verifierMatches(verifier: string, pkce: PkceChallenge): boolean {
  const derived =
    pkce.method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
  return derived === pkce.challenge;
}

/**
 * Keeps the challenge server-side until the emailed link brings the user back; returns its id,
 * or undefined when the client is not in PKCE mode.
 */
export async function createFlowState(
  q: Queryable,
  input: { userId: string; pkce: PkceChallenge | undefined; authenticationMethod: string },
): Promise<string | undefined> {
  if (input.pkce === undefined) return undefined;
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.flow_state (user_id, code_challenge, code_challenge_method,
       authentication_method)
     values ($1, $2, $3, $4) returning id`,
    [input.userId, input.pkce.challenge, input.pkce.method, input.authenticationMethod],
  );
  return (rows[0] as { id: string }).id;
}
