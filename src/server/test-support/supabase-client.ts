import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
  type SupportedStorage,
} from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { ServerAccess } from './start-test-server.ts';

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/** A storage adapter kept in memory, so a test can watch what the client persists. */
export function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

type AuthOptions = {
  persistSession?: boolean;
  autoRefreshToken?: boolean;
  flowType?: 'implicit' | 'pkce';
  storage?: SupportedStorage;
  /** supabase-js's opt-in flags, such as `{ passkey: true }` for the /passkeys endpoints. */
  experimental?: { passkey?: boolean };
};

function newClient(
  server: ServerAccess,
  key: string,
  auth: AuthOptions = {},
  accessToken?: string,
): SupabaseClient {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...auth },
    // Node 20 has no global WebSocket; supabase-js needs one to construct its realtime client.
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
    ...(accessToken === undefined
      ? {}
      : { global: { headers: { Authorization: `Bearer ${accessToken}` } } }),
  });
}

/** The official client as an app uses it, against a test server, with the anon key. */
export function testClient(server: ServerAccess, auth: AuthOptions = {}): SupabaseClient {
  return newClient(server, server.apiKeys.anon, auth);
}

/** The password `passwordSignUp` gives every user. */
export const testPassword = 'correct horse';

/**
 * Signs a new user up with `testPassword` on this client (a fresh app client unless given); on an
 * autoconfirming server the client is then signed in.
 */
export async function passwordSignUp(
  server: ServerAccess,
  email: string,
  client = testClient(server),
): Promise<SupabaseClient> {
  const { error } = await client.auth.signUp({ email, password: testPassword });
  if (error) throw new Error(`Sign-up of ${email} failed: ${error.message}`);
  return client;
}

/** A fresh app client signed in with `testPassword`: another device of the same user. */
export async function passwordSignIn(server: ServerAccess, email: string): Promise<SupabaseClient> {
  const client = testClient(server);
  const { error } = await client.auth.signInWithPassword({ email, password: testPassword });
  if (error) throw new Error(`Sign-in of ${email} failed: ${error.message}`);
  return client;
}

/** The official client with the service_role key, for its admin API. */
export function serviceRoleClient(server: ServerAccess, auth: AuthOptions = {}): SupabaseClient {
  return newClient(server, server.apiKeys.serviceRole, auth);
}

/** The newest message the server sent to an address (email or SMS), from the mailbox API. */
export async function latestMessage(server: ServerAccess, to: string) {
  const response = await fetch(`${server.url}/mailbox/api/messages?to=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${server.apiKeys.serviceRole}` },
  });
  const { messages } = (await response.json()) as {
    messages: { subject: string; text: string; links: string[]; code?: string }[];
  };
  const message = messages[0];
  if (message === undefined) throw new Error(`No message was sent to ${to}`);
  return { ...message, code: message.code ?? '', link: message.links[0] ?? '' };
}

/**
 * A client using `key` (the anon key unless given), or signed in with an access token made
 * outside the client, as a server-side script or another service would hold one.
 */
export function keyClient(
  server: ServerAccess,
  options: { key?: string; accessToken?: string } = {},
): SupabaseClient {
  return newClient(server, options.key ?? server.apiKeys.anon, {}, options.accessToken);
}
