import type { Queryable } from '../../db/database.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import type { SessionRow } from './access-token-claims.ts';
import { createRefreshToken } from './session-store.ts';
import { sha256Hex } from './token-digest.ts';

interface StoredToken {
  id: number;
  session_id: string;
  revoked: boolean;
  revoked_seconds_ago: number;
}

/**
 * Exchanges a refresh token for a new one in the same session (contract §6), inside the
 * caller's transaction. The token row and its session are locked, so two exchanges of one
 * token take turns: the second sees it revoked. A revoked token presented again within the
 * reuse interval gets a new child (two tabs refreshing at once); later, it is taken as stolen
 * and the whole session ends. Only digests are stored, so the "return the active token again"
 * case of the Go server becomes a new child too (docs/decisions/0006-hashed-refresh-tokens.md).
 */
export type Rotation =
  | { kind: 'rotated'; session: SessionRow; refreshToken: string }
  // Returned, not thrown, so that the caller's transaction commits the revocation.
  | { kind: 'family-revoked'; error: AuthError };

export async function rotateRefreshToken(
  q: Queryable,
  presented: string,
  reuseIntervalSeconds: number,
): Promise<Rotation> {
  if (presented.length < 12) throw validationFailed('Refresh token is not valid');
  const { rows } = await q.query<StoredToken>(
    `select id, session_id, revoked,
       extract(epoch from now() - updated_at)::float8 as revoked_seconds_ago
     from auth.refresh_tokens where token_hash = $1 for update`,
    [sha256Hex(presented)],
  );
  const token = rows[0];
  if (token === undefined) {
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }
  const sessions = await q.query<SessionRow & { banned: boolean }>(
    `select s.*, coalesce(u.banned_until > now(), false) as banned
     from auth.sessions s join auth.users u on u.id = s.user_id
     where s.id = $1 for update of s`,
    [token.session_id],
  );
  const session = sessions.rows[0];
  if (session === undefined) {
    throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  if (session.banned) {
    throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
  }
  if (token.revoked && token.revoked_seconds_ago > reuseIntervalSeconds) {
    await q.query('delete from auth.sessions where id = $1', [session.id]);
    return {
      kind: 'family-revoked',
      error: new AuthError(
        400,
        'refresh_token_already_used',
        'Invalid Refresh Token: Already Used',
      ),
    };
  }
  if (!token.revoked) {
    await q.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
      [token.id],
    );
  }
  await q.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
    session.id,
  ]);
  const refreshToken = await createRefreshToken(q, session, token.id);
  return { kind: 'rotated', session, refreshToken };
}
