import { coalescedCalls } from '../../db/coalesced-calls.ts';
import type { Database } from '../../db/database.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import type { FactorRow } from '../mfa/factor-json.ts';
import type { IdentityRow, UserRow } from '../users/user-json.ts';
import { fromJsonRow } from '../users/json-row.ts';
import type { SessionRow } from './access-token-claims.ts';
import { newOpaqueToken, sha256Hex } from './token-digest.ts';

/** A refresh token exchanged: the session, the new token, and the user the answer carries. */
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

type Exchange = { presented: string; next: string; ip: string };

/**
 * Exchanges a refresh token for a new one in the same session (contract §6), with its audit
 * entry, in one statement (db/functions/auth/refresh_session.sql): the token and its session are
 * locked, so two exchanges of one token take turns and the second sees it revoked. A revoked
 * token presented again within the reuse interval gets a new child (two tabs refreshing at
 * once); later, it is taken as stolen and the whole session ends. Only digests are stored, so
 * the "return the active token again" case of the Go server becomes a new child too
 * (docs/decisions/0006-hashed-refresh-tokens.md).
 *
 * Refreshes that arrive together on the embedded database share one statement
 * (auth.refresh_sessions), each answered as if alone.
 */
export function refreshTokenRotation(
  db: Database,
  reuseIntervalSeconds: number,
): (presented: string, ip: string) => Promise<Rotation> {
  const exchange = coalescedCalls(async (exchanges: Exchange[]) => {
    const { rows } = await db.query<Refreshed>(
      'select outcome, session, account from auth.refresh_sessions($1, $2, $3, $4)',
      [
        exchanges.map(({ presented }) => sha256Hex(presented)),
        exchanges.map(({ next }) => sha256Hex(next)),
        exchanges.map(({ ip }) => ip),
        reuseIntervalSeconds,
      ],
    );
    return rows;
  }, db.kind === 'pglite');

  return async (presented, ip) => {
    if (presented.length < 12) throw validationFailed('Refresh token is not valid');
    const next = newOpaqueToken();
    const refreshed = await exchange({ presented, next, ip });
    if (refreshed.outcome !== 'rotated') throw refusals[refreshed.outcome]();
    const { session, account } = refreshed;
    return {
      session: fromJsonRow<SessionRow>(session),
      refreshToken: next,
      user: fromJsonRow<UserRow>(account.user),
      identities: account.identities.map((row) => fromJsonRow<IdentityRow>(row)),
      factors: account.factors.map((row) => fromJsonRow<FactorRow>(row)),
    };
  };
}
