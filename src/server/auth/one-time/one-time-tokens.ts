import type { Queryable } from '../../db/database.ts';
import { newOpaqueToken, newOtpCode, sha256Hex } from '../tokens/token-digest.ts';

export type OneTimeTokenType =
  | 'confirmation'
  | 'invite'
  | 'magiclink'
  | 'recovery'
  | 'email_change_new'
  | 'phone_confirmation'
  | 'phone_change'
  | 'reauthentication';

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  token_type: OneTimeTokenType;
  relates_to: string;
  flow_state_id: string | null;
}

const codeDigest = (relatesTo: string, code: string) =>
  sha256Hex(`${relatesTo.toLowerCase()}:${code}`);

/**
 * Issues a link token and a six-digit code for one purpose, replacing any earlier one of the
 * same type. A token that continues a PKCE flow starts with `pkce_`, as the client expects.
 */
export async function issueOneTimeToken(
  q: Queryable,
  input: {
    userId: string;
    type: OneTimeTokenType;
    relatesTo: string;
    lifetimeSeconds: number;
    flowStateId?: string | undefined;
  },
): Promise<{ token: string; code: string }> {
  const token = `${input.flowStateId === undefined ? '' : 'pkce_'}${newOpaqueToken()}`;
  const code = newOtpCode();
  await q.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    input.userId,
    input.type,
  ]);
  await q.query(
    `insert into auth.one_time_tokens
       (user_id, token_type, relates_to, token_hash, code_hash, flow_state_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      input.userId,
      input.type,
      input.relatesTo,
      sha256Hex(token),
      codeDigest(input.relatesTo, code),
      input.flowStateId ?? null,
      input.lifetimeSeconds,
    ],
  );
  return { token, code };
}

export type OneTimeTokenLookup = { tokenHash: string } | { relatesTo: string; code: string };

/**
 * Takes a token of one of `types` out of the table: it works once. An expired token, or a code
 * tried wrongly five times (guessing/wrong-codes.ts), is reported as not found, like a wrong one.
 */
export async function consumeOneTimeToken(
  q: Queryable,
  lookup: OneTimeTokenLookup,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRow | undefined> {
  const [column, digest] =
    'tokenHash' in lookup
      ? ['token_hash', sha256Hex(lookup.tokenHash)]
      : ['code_hash', codeDigest(lookup.relatesTo, lookup.code)];
  const { rows } = await q.query<OneTimeTokenRow & { fresh: boolean }>(
    `delete from auth.one_time_tokens
     where id = (select id from auth.one_time_tokens
                 where ${column} = $1 and token_type = any($2::text[]) and failed_attempts < 5
                 order by created_at desc limit 1)
     returning id, user_id, token_type, relates_to, flow_state_id, expires_at > now() as fresh`,
    [digest, types],
  );
  const row = rows[0];
  return row?.fresh === true ? row : undefined;
}
