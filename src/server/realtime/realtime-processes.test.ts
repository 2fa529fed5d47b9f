import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import WebSocket from 'ws';
import { closeRealtime, collector, joined, within } from '../test-support/realtime-test-client.ts';
import {
  serverStarted,
  spawnServer,
  stopServer,
  type ServerProcess as SpawnedServer,
  type StartedServer,
} from '../test-support/server-process.ts';
import { createPostgresTestDatabase, testDatabaseKinds } from '../test-support/test-database.ts';

// Issue 21, point 2 for broadcast and presence: server processes (`node src/server/main.ts`, as
// production runs them) on one PostgreSQL database hear each other's channels through
// LISTEN/NOTIFY (docs/decisions/0038). PostgreSQL only: PGlite is one process's database, and
// one process's channels share one hub (realtime-hub.test.ts).

type ServerProcess = SpawnedServer & StartedServer;

async function startProcess(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  const spawned = spawnServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  return { ...spawned, ...(await serverStarted(spawned)) };
}

function clientOf(server: ServerProcess, key = server.anonKey): SupabaseClient {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

type Received = { event: string; payload: Record<string, unknown>; receivedAt?: number };

const presentKeys = (channel: RealtimeChannel) => Object.keys(channel.presenceState()).sort();

async function keysBecome(channel: RealtimeChannel, keys: string[]): Promise<void> {
  await within(
    new Promise<void>((resolve) => {
      const check = () =>
        presentKeys(channel).join() === keys.join() ? resolve() : setTimeout(check, 20);
      check();
    }),
    5000,
    `presence ${keys.join()} (has ${presentKeys(channel).join()})`,
  );
}

describe.runIf(testDatabaseKinds.includes('postgres'))(
  'realtime across server processes on one PostgreSQL',
  () => {
    const processes: ServerProcess[] = [];
    const clients: SupabaseClient[] = [];
    const dataDirs: string[] = [];
    let databaseUrl: string;
    let dropDatabase: () => Promise<void>;
    const start = async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtime-processes-'));
      dataDirs.push(dataDir);
      const server = await startProcess(databaseUrl, dataDir);
      processes.push(server);
      return server;
    };
    const desk = async (server: ServerProcess, key: string, count: number) => {
      const client = clientOf(server);
      clients.push(client);
      const heard = collector<Received>(count);
      const channel = client
        .channel('front-desk', { config: { presence: { key } } })
        .on('presence', { event: 'sync' }, () => undefined)
        .on('broadcast', { event: '*' }, (message) =>
          heard.take({ ...(message as unknown as Received), receivedAt: Date.now() }),
        );
      await joined(channel);
      return { channel, heard };
    };
    const withoutTimes = (messages: Received[]) =>
      messages.map(({ receivedAt: _receivedAt, ...message }) => message);

    beforeAll(async () => {
      const database = await createPostgresTestDatabase('migrated');
      databaseUrl = database.url;
      dropDatabase = database.drop;
      await Promise.all([start(), start()]);
    }, 320_000);

    afterAll(async () => {
      await Promise.all(clients.map(closeRealtime));
      for (const server of processes) await stopServer(server);
      await dropDatabase?.();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('delivers broadcasts to another process in order, each within a second', async () => {
      const [a, c] = processes as [ServerProcess, ServerProcess];
      const count = 50;
      const onC = await desk(c, 'timing-c', count);
      const onA = await desk(a, 'timing-a', 1);
      const sentAt: number[] = [];
      for (let n = 0; n < count; n += 1) {
        sentAt.push(Date.now());
        await onA.channel.send({ type: 'broadcast', event: 'timed', payload: { n } });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const received = await within(onC.heard.all, 10_000, 'the timed broadcasts');
      expect(received.map((message) => message.payload.n)).toEqual(
        Array.from({ length: count }, (_, n) => n),
      );
      const delays = received.map((message, n) => (message.receivedAt ?? 0) - (sentAt[n] ?? 0));
      expect(Math.max(...delays)).toBeLessThan(1000);
    }, 60_000);
    it('delivers postgres_changes made through any process to subscribers of every process', async () => {
      const [a, b] = processes as [ServerProcess, ServerProcess];
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query(`
          create table public.rt_desk (id bigint generated always as identity primary key, n int);
          alter table public.rt_desk enable row level security;
          grant select on public.rt_desk to anon;
          grant all on public.rt_desk to service_role;
          notify pgrst, 'reload schema';`);
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      const listen = async (server: ServerProcess, key: string) => {
        const client = clientOf(server, key);
        clients.push(client);
        const heard: number[] = [];
        await joined(
          client
            .channel('desk-changes')
            .on(
              'postgres_changes',
              { event: 'INSERT', schema: 'public', table: 'rt_desk' },
              (change) => heard.push(Number(change.new.n)),
            ),
        );
        return heard;
      };
      const [onA, onB] = [await listen(a, a.serviceKey), await listen(b, b.serviceKey)];
      // RLS is on and no policy lets anon in: it hears nothing, on either process.
      const anonOnB = await listen(b, b.anonKey);
      const writers = [clientOf(a, a.serviceKey), clientOf(b, b.serviceKey)];
      clients.push(...writers);
      // Inserts through both processes at once, so that commits interleave with numbering.
      const count = 60;
      const results = await Promise.all(
        Array.from({ length: count }, (_, n) =>
          (writers[n % 2] as SupabaseClient).from('rt_desk').insert({ n }),
        ),
      );
      expect(results.map((result) => result.error)).toEqual(results.map(() => null));
      const all = Array.from({ length: count }, (_, n) => n);
      for (const heard of [onA, onB]) {
        await within(
          new Promise<void>((resolve) => {
            const check = () => (heard.length >= count ? resolve() : setTimeout(check, 20));
            check();
          }),
          10_000,
          `${count} changes (have ${heard.length})`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(onA.toSorted((x, y) => x - y)).toEqual(all);
      expect(onB.toSorted((x, y) => x - y)).toEqual(all);
      expect(anonOnB).toEqual([]);
    }, 60_000);

    it('carries broadcasts and presence between the processes', async () => {
      const [a, b] = processes as [ServerProcess, ServerProcess];
      const onA = await desk(a, 'desk-a', 2);
      const onB = await desk(b, 'desk-b', 2);

      // Over the socket both ways, a long one (past NOTIFY's 8000 bytes) too, and over REST.
      await onA.channel.send({ type: 'broadcast', event: 'checked-in', payload: { id: 1 } });
      const long = 'x'.repeat(20_000);
      await onA.channel.send({ type: 'broadcast', event: 'long', payload: { long } });
      expect(withoutTimes(await within(onB.heard.all, 5000, 'A to B'))).toEqual([
        { type: 'broadcast', event: 'checked-in', payload: { id: 1 } },
        { type: 'broadcast', event: 'long', payload: { long } },
      ]);
      await onB.channel.send({ type: 'broadcast', event: 'checked-in', payload: { id: 2 } });
      await onB.channel.httpSend('via-http', { id: 3 });
      const fromB = await within(onA.heard.all, 5000, 'B to A');
      expect(fromB.map((message) => message.payload.id)).toEqual([2, 3]);
      expect(fromB.length).toBe(2);

      expect(await onA.channel.track({ at: 'a' })).toBe('ok');
      expect(await onB.channel.track({ at: 'b' })).toBe('ok');
      await keysBecome(onA.channel, ['desk-a', 'desk-b']);
      await keysBecome(onB.channel, ['desk-a', 'desk-b']);

      // A process that starts later sees who is already there.
      const c = await start();
      const onC = await desk(c, 'desk-c', 1);
      await keysBecome(onC.channel, ['desk-a', 'desk-b']);

      // A process that stops takes its presences with it.
      b.child.kill('SIGTERM');
      await b.exited;
      await keysBecome(onA.channel, ['desk-a']);
      await keysBecome(onC.channel, ['desk-a']);
    }, 200_000);

    it('listens again when a listening connection is lost, and hears the others again', async () => {
      const [a, , c] = processes as [ServerProcess, ServerProcess, ServerProcess];
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
           where datname = current_database() and query like 'listen "realtime_hub"%'`,
        );
        expect(rows.length).toBe(2);
      } finally {
        await admin.end();
      }
      const onC = await desk(c, 'again-c', 1);
      const onA = await desk(a, 'again-a', 1);
      // The listeners come back a second after they were lost; until then A's sends are missed.
      const deadline = Date.now() + 10_000;
      while (onC.heard.items.length === 0 && Date.now() < deadline) {
        await onA.channel.send({ type: 'broadcast', event: 'again', payload: {} });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(withoutTimes(onC.heard.items)[0]).toEqual({
        type: 'broadcast',
        event: 'again',
        payload: {},
      });
    }, 30_000);
  },
);
