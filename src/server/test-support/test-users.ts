import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../auth/sign-jwt.ts';
import type { TestServer } from './start-test-server.ts';
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
  server: TestServer,
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
 * A client for an existing user whose access token carries these claims on top of the usual
 * ones; `{ aal: 'aal2' }` stands for a session that passed a second factor.
 */
export async function signedInClient(
  server: TestServer,
  id: string,
  email: string,
  claims: Record<string, unknown> = {},
): Promise<SupabaseClient> {
  const {
    rows: [user],
  } = await server.db.query<{ raw_user_meta_data: Record<string, unknown> }>(
    'select raw_user_meta_data from auth.users where id = $1',
    [id],
  );
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await signJwt(server.signingKey, {
    sub: id,
    email: email.toLowerCase(),
    role: 'authenticated',
    aud: 'authenticated',
    user_metadata: user?.raw_user_meta_data ?? {},
    iat: now,
    exp: now + 3600,
    ...claims,
  });
  return keyClient(server, { accessToken });
}
