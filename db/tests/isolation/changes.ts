import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, expect, it } from 'vitest';
import type {
  Actor,
  IsolationContext,
} from '../../../src/server/test-support/isolation-fixture.ts';
import type { Row } from '../../../src/server/test-support/isolation-rows.ts';
import {
  closeRealtime,
  joined,
  pause,
  realtimeClient,
  within,
} from '../../../src/server/test-support/realtime-test-client.ts';
import { testAccessToken } from '../../../src/server/test-support/test-users.ts';

// POSTGRES_CHANGES (issue 21, point 5): every caller subscribes to `*` on all of `public`, then
// every row of every table changes (an update to the same values, made with the other triggers
// off so that nothing else moves); each caller must receive exactly the rows a select as it
// returns, identified by primary key, no more and no fewer.

interface Table {
  name: string;
  keys: string[];
}

async function publicTables({ server }: IsolationContext): Promise<Table[]> {
  const { rows } = await server.db.query<Table>(
    `select c.relname as name,
            array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum)) as keys
     from pg_class c
     join pg_index i on i.indrelid = c.oid and i.indisprimary
     join pg_attribute a on a.attrelid = c.oid and a.attnum = any (i.indkey::int2[])
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
     group by c.relname order by c.relname`,
  );
  return rows;
}

const keyOf = (table: Table, row: Row) =>
  `${table.name}:${table.keys.map((key) => JSON.stringify(row[key])).join('/')}`;

export function changesMatrix(context: IsolationContext) {
  const clients: SupabaseClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map(closeRealtime));
  });
  /**
   * The caller's realtime: the fixture's clients send their token as a header, which the
   * socket never sees; a signed-in app gives it to realtime (setAuth) as supabase-js does.
   */
  const realtimeOf = async (actor: Actor) => {
    const { server } = context;
    const client =
      actor.name === 'service_role'
        ? await realtimeClient(server, { apiKey: server.apiKeys.serviceRole })
        : await realtimeClient(
            server,
            actor.who === null
              ? {}
              : {
                  accessToken: await testAccessToken(server, actor.who.userId, {
                    email: actor.who.email,
                  }),
                },
          );
    clients.push(client);
    return client;
  };

  it(
    'sends each caller the changes of exactly the rows it may select, in every table',
    { timeout: 90_000 },
    async () => {
      const { actors } = context.fixture;
      const tables = await publicTables(context);
      expect(tables.length).toBeGreaterThan(20);
      const received = new Map<string, string[]>(actors.map((actor) => [actor.name, []]));
      for (const actor of actors) {
        const channel = (await realtimeOf(actor))
          .channel(`isolation-changes-${actor.name}`)
          .on('postgres_changes', { event: '*', schema: 'public' }, (change) => {
            const table = tables.find((one) => one.name === change.table);
            if (table === undefined) throw new Error(`a change of ${change.table}`);
            received.get(actor.name)?.push(`${change.eventType} ${keyOf(table, change.new)}`);
          });
        await joined(channel);
      }

      const expected = new Map<string, string[]>();
      for (const actor of actors) {
        const rows = await Promise.all(
          tables.map(async (table) => {
            const answer = await actor.client.from(table.name).select(table.keys.join(','));
            // A refusal (anon, or a table closed to the caller) is no rows.
            if (answer.error) return [];
            return (answer.data as unknown as Row[]).map((row) => `UPDATE ${keyOf(table, row)}`);
          }),
        );
        expected.set(actor.name, rows.flat().sort());
      }

      for (const table of tables) {
        const set = table.keys.map((key) => `"${key}" = "${key}"`).join(', ');
        await context.server.db.transaction(async (tx) => {
          await tx.query(`set local session_replication_role = replica`);
          await tx.query(`update public."${table.name}" set ${set}`);
        });
      }

      const done = () =>
        actors.every(
          (actor) =>
            (received.get(actor.name)?.length ?? 0) >= (expected.get(actor.name)?.length ?? 0),
        );
      await within(
        new Promise<void>((resolve) => {
          const check = () => (done() ? resolve() : setTimeout(check, 50));
          check();
        }),
        60_000,
        'every caller to receive its rows',
      ).catch(() => undefined);
      await pause(500);
      const failures = actors.flatMap((actor) => {
        const got = (received.get(actor.name) ?? []).toSorted();
        const allowed = expected.get(actor.name) ?? [];
        const extra = got.filter((key) => !allowed.includes(key));
        const missed = allowed.filter((key) => !got.includes(key));
        return [
          ...(extra.length > 0
            ? [`${actor.name} received rows it must not: ${extra.join(', ')}`]
            : []),
          ...(missed.length > 0 ? [`${actor.name} missed rows: ${missed.join(', ')}`] : []),
        ];
      });
      expect(failures).toEqual([]);
      // The matrix proves something only if callers differ and some see rows.
      const counts = actors.map((actor) => expected.get(actor.name)?.length ?? 0);
      expect(Math.min(...counts)).toBeLessThan(Math.max(...counts));
      expect(expected.get('anon')?.length).toBe(0);
    },
  );
}
