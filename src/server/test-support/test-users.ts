import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../auth/sign-jwt.ts';
import type { ServerAccess } from './start-test-server.ts';
import { keyClient } from './supabase-client.ts';

export interface TestUser {
  id: string;
  email: string;
  client: SupabaseClient;
}

/**
 * A confirmed user in auth.users with a supabase-js client signed in as them: the access token
 * carries the claims the auth server puts in one (sub, email, role, aud, user_metadata).
 */
export async function createTestUser(
  server: ServerAccess,
  email = `${randomUUID().slice(0, 8)}@users.test`,
  fullName?: string,
): Promise<TestUser> {
  const id = randomUUID();
  const metadata = fullName === undefined ? {} : { full_name: fullName };
  await server.db.query(
    `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, now(), $3::jsonb)`,
    [id, email.toLowerCase(), JSON.stringify(metadata)],
  );
  return { id, email: email.toLowerCase(), client: await signedInClient(server, id, email) };
}

/**
 * An access token for an existing user as the auth server signs one, for a new session of
 * theirs: every API refuses a token whose session does not exist. `{ aal: 'aal2' }` among the
 * claims stands for a session that passed a second factor.
 */
export async function testAccessToken(
  server: ServerAccess,
  id: string,
  claims: Record<string, unknown> = {},
): Promise<string> {
  const aal = claims.aal === 'aal2' ? 'aal2' : 'aal1';
  const {
    rows: [user],
  } = await server.db.query<{ email: string | null; raw_user_meta_data: Record<string, unknown> }>(
    'select email, raw_user_meta_data from auth.users where id = $1',
    [id],
  );
  const {
    rows: [session],
  } = await server.db.query<{ id: string }>(
    'insert into auth.sessions (user_id, aal) values ($1, $2) returning id',
    [id, aal],
  );
  const now = Math.floor(Date.now() / 1000);
  return signJwt(server.signingKey, {
    iss: `${server.url}/auth/v1`,
    sub: id,
    email: user?.email ?? '',
    role: 'authenticated',
    aud: 'authenticated',
    user_metadata: user?.raw_user_meta_data ?? {},
    session_id: session?.id,
    iat: now,
    exp: now + 3600,
    ...claims,
  });
}

/**
 * A client for an existing user whose access token carries these claims on top of the usual
 * ones; `{ aal: 'aal2' }` stands for a session that passed a second factor.
 */
export async function signedInClient(
  server: ServerAccess,
  id: string,
  email: string,
  claims: Record<string, unknown> = {},
): Promise<SupabaseClient> {
  const accessToken = await testAccessToken(server, id, {
    email: email.toLowerCase(),
    ...claims,
  });
  return keyClient(server, { accessToken });
}
