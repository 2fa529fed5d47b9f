import fs from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServerOn, type TestServer } from './start-test-server.ts';
import { keyClient } from './supabase-client.ts';
import { testAccessToken } from './test-users.ts';
import type { DatabaseKind } from './test-database.ts';

const restFixture = fs.readFileSync(new URL('./rest-fixture.sql', import.meta.url), 'utf8');

export interface RestTestServer extends TestServer {
  anon: SupabaseClient;
  service: SupabaseClient;
  /** A client signed in as the user with this id (an access token we sign, as the auth server would). */
  asUser(id: string): Promise<SupabaseClient>;
}

/**
 * A started server whose database holds the data API's test schema, on PGlite or on a fresh
 * PostgreSQL database, with supabase-js clients for anon, service_role and signed-in users.
 */
export async function startRestTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<RestTestServer> {
  const server = await startTestServerOn(kind, env);
  await server.db.exec(restFixture);
  await server.schemaCache.reload();
  return {
    ...server,
    anon: keyClient(server),
    service: keyClient(server, { key: server.apiKeys.serviceRole }),
    async asUser(id) {
      // The fixture's rows name users that need not exist in auth.users; sessions need them.
      await server.db.query('insert into auth.users (id) values ($1) on conflict do nothing', [id]);
      return keyClient(server, { accessToken: await testAccessToken(server, id) });
    },
  };
}
