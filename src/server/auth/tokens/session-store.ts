import type { Queryable } from '../../db/database.ts';
import { withAmr, type SessionRow } from './access-token-claims.ts';
import { newOpaqueToken, sha256Hex } from './token-digest.ts';

export async function findSession(q: Queryable, id: string): Promise<SessionRow | undefined> {
  const { rows } = await q.query<SessionRow>('select * from auth.sessions where id = $1', [id]);
  return rows[0];
}

/** Starts a session signed in by `method` (amr) and records the sign-in on the user. */
export async function createSession(
  q: Queryable,
  userId: string,
  method: string,
  client: { userAgent?: string; ip?: string } = {},
  amrProvider?: string,
): Promise<SessionRow> {
  const amr = withAmr([], method, Math.floor(Date.now() / 1000), amrProvider);
  const { rows } = await q.query<SessionRow>(
    `insert into auth.sessions (user_id, amr, user_agent, ip) values ($1, $2, $3, $4)
     returning *`,
    [userId, JSON.stringify(amr), client.userAgent ?? null, client.ip ?? null],
  );
  await q.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  return rows[0] as SessionRow;
}

/** Mints a refresh token for the session; only its digest is stored. */
export async function createRefreshToken(
  q: Queryable,
  session: Pick<SessionRow, 'id' | 'user_id'>,
  parent: number | null,
): Promise<string> {
  const token = newOpaqueToken();
  await q.query(
    `insert into auth.refresh_tokens (token_hash, session_id, user_id, parent)
     values ($1, $2, $3, $4)`,
    [sha256Hex(token), session.id, session.user_id, parent],
  );
  return token;
}
