import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceRoleClient } from './supabase-client.ts';
import { closeRealtime, joined } from './realtime-test-client.ts';
import type { ServerAccess } from './start-test-server.ts';

// What the test of several server processes measures across them (three-processes.test.ts):
// how long a change made through one process takes to reach realtime subscribers of the others,
// and how long a session ended through one stays usable on each.

/** The table the realtime probe writes, made by the test with rights for service_role. */
export const probeTableSql = `
  create table public.process_probe (
    id bigint generated always as identity primary key, n int not null, via int not null);
  alter table public.process_probe enable row level security;
  grant all on public.process_probe to service_role;
  notify pgrst, 'reload schema';`;

/**
 * For each process in turn, a row inserted through it; answers, per row, the milliseconds until
 * a postgres_changes subscriber on every other process had it (Infinity: not within `waitMs`).
 */
export async function realtimeDelays(
  servers: ServerAccess[],
  first: number,
  waitMs = 5000,
): Promise<number[]> {
  const heard = servers.map(() => new Map<number, number>());
  const clients: SupabaseClient[] = [];
  try {
    for (const [index, server] of servers.entries()) {
      const client = serviceRoleClient(server);
      clients.push(client);
      await joined(
        client
          .channel(`probe-${first}-${index}`)
          .on(
            'postgres_changes',
            { event: 'INSERT', schema: 'public', table: 'process_probe' },
            (change) => heard[index]?.set(Number(change.new.n), Date.now()),
          ),
      );
    }
    const delays: number[] = [];
    for (const [via, server] of servers.entries()) {
      const n = first + via;
      const sentAt = Date.now();
      const writer = serviceRoleClient(server);
      const { error } = await writer.from('process_probe').insert({ n, via });
      if (error) throw new Error(`probe insert through process ${via}: ${error.message}`);
      const others = heard.filter((_, index) => index !== via);
      const until = sentAt + waitMs;
      while (others.some((times) => !times.has(n)) && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 10));
      delays.push(Math.max(...others.map((times) => (times.get(n) ?? Infinity) - sentAt)));
    }
    return delays;
  } finally {
    await Promise.all(clients.map(closeRealtime));
  }
}

/**
 * Signs the session of `accessToken` out through the first server and answers, per server, the
 * milliseconds from the sign-out's answer until that server refused the token (Infinity: not
 * within `waitMs`).
 */
export async function signOutRefusals(
  servers: ServerAccess[],
  accessToken: string,
  waitMs = 5000,
): Promise<number[]> {
  const asUser = (server: ServerAccess, path: string, method = 'GET') =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { apikey: server.apiKeys.anon, Authorization: `Bearer ${accessToken}` },
    });
  for (const server of servers) {
    const before = await asUser(server, '/auth/v1/user');
    if (before.status !== 200) throw new Error(`the token was refused before: ${before.status}`);
  }
  const [through] = servers;
  if (through === undefined) return [];
  const out = await asUser(through, '/auth/v1/logout?scope=local', 'POST');
  if (out.status !== 204) throw new Error(`sign-out: ${out.status} ${await out.text()}`);
  const endedAt = Date.now();
  return Promise.all(
    servers.map(async (server) => {
      while (Date.now() - endedAt < waitMs) {
        const { status } = await asUser(server, '/auth/v1/user');
        if (status === 401 || status === 403) return Date.now() - endedAt;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Infinity;
    }),
  );
}
