import type { Queryable } from '../../db/database.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import type { FactorRow } from '../mfa/factor-json.ts';
import type { IdentityRow, UserRow } from '../users/user-json.ts';
import { fromJsonRow } from '../users/json-row.ts';
import type { SessionRow } from './access-token-claims.ts';
import { newOpaqueToken, sha256Hex } from './token-digest.ts';

/**
 * Exchanges a refresh token for a new one in the same session (contract §6), with its audit
 * entry, in one statement (db/functions/auth/refresh_session.sql): the token and its session are
 * locked, so two exchanges of one token take turns and the second sees it revoked. A revoked
 * token presented again within the reuse interval gets a new child (two tabs refreshing at
 * once); later, it is taken as stolen and the whole session ends. Only digests are stored, so
 * the "return the active token again" case of the Go server becomes a new child too
 * (docs/decisions/0006-hashed-refresh-tokens.md).
 */
export interface Rotation {
  session: SessionRow;
  refreshToken: string;
  user: UserRow;
  identities: IdentityRow[];
  factors: FactorRow[];
}

type Refreshed =
  | {
      outcome: 'rotated';
      session: Record<string, unknown>;
      account: {
        user: Record<string, unknown>;
        identities: Record<string, unknown>[];
        factors: Record<string, unknown>[];
      };
    }
  | { outcome: 'not_found' | 'no_session' | 'banned' | 'reused'; session: null; account: null };

const refusals = {
  not_found: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  no_session: () =>
    new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
  banned: () => new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned'),
  // The session's end is committed: the function answered rather than raised.
  reused: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
};

export async function rotateRefreshToken(
  q: Queryable,
  presented: string,
  reuseIntervalSeconds: number,
  ip: string,
): Promise<Rotation> {
  if (presented.length < 12) throw validationFailed('Refresh token is not valid');
  const refreshToken = newOpaqueToken();
  const { rows } = await q.query<Refreshed>(
    'select outcome, session, account from auth.refresh_session($1, $2, $3, $4)',
    [sha256Hex(presented), sha256Hex(refreshToken), reuseIntervalSeconds, ip],
  );
  const refreshed = rows[0] as Refreshed;
  if (refreshed.outcome !== 'rotated') throw refusals[refreshed.outcome]();
  const { session, account } = refreshed;
  return {
    session: fromJsonRow<SessionRow>(session),
    refreshToken,
    user: fromJsonRow<UserRow>(account.user),
    identities: account.identities.map((row) => fromJsonRow<IdentityRow>(row)),
    factors: account.factors.map((row) => fromJsonRow<FactorRow>(row)),
  };
}
