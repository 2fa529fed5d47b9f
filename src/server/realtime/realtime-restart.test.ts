import { afterAll, describe, expect, it } from 'vitest';
import {
  closeRealtime,
  collector,
  joined,
  realtimeClient,
  within,
} from '../test-support/realtime-test-client.ts';
import { startTestServer, type TestServer } from '../test-support/start-test-server.ts';
import {
  copyPgliteSnapshot,
  createPostgresTestDatabase,
  testDatabaseKinds,
} from '../test-support/test-database.ts';

// A server that stops closes its sockets (1012, as Realtime's drain does); supabase-js then
// reconnects on its backoff and rejoins its channels, so a subscriber resumes once a server
// answers on the same address again: broadcasts, and postgres_changes made after the restart
// (changes made while no server ran are not replayed).

type Received = { event: string; payload: unknown };

describe.each(testDatabaseKinds)('a server restart on %s', (kind) => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('is survived by a subscriber, which rejoins and hears broadcasts and changes again', async () => {
    let env: Record<string, string>;
    if (kind === 'pglite') {
      const copy = copyPgliteSnapshot();
      cleanups.push(() => copy.remove());
      env = { DATA_DIR: copy.dataDir };
    } else {
      const database = await createPostgresTestDatabase('migrated');
      cleanups.push(() => database.drop());
      env = { DATABASE_URL: database.url };
    }
    let server: TestServer = await startTestServer(env, 'empty');
    const port = String(server.port);
    cleanups.push(() => server.stop());

    await server.db.exec(`
      create table public.rt_restart (id bigint generated always as identity primary key, n int);
      grant select on public.rt_restart to anon;`);
    const listener = await realtimeClient(server);
    cleanups.push(() => closeRealtime(listener));
    const heard = collector<Received>();
    const changes: number[] = [];
    const statuses: string[] = [];
    const channel = listener
      .channel('after-restart')
      .on('broadcast', { event: '*' }, (message) => heard.take(message as unknown as Received))
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'rt_restart' },
        (change) => changes.push(Number(change.new.n)),
      );
    await within(
      new Promise<void>((resolve) =>
        channel.subscribe((status) => {
          statuses.push(status);
          if (status === 'SUBSCRIBED') resolve();
        }),
      ),
      5000,
      'the first join',
    );

    await server.stop();
    server = await startTestServer({ ...env, PORT: port }, 'empty');
    await within(
      new Promise<void>((resolve) => {
        const check = () =>
          statuses.filter((status) => status === 'SUBSCRIBED').length === 2
            ? resolve()
            : setTimeout(check, 50);
        check();
      }),
      20_000,
      'the rejoin',
    );
    expect(statuses[0]).toBe('SUBSCRIBED');
    expect(statuses).toContain('CHANNEL_ERROR');

    const sender = await realtimeClient(server);
    cleanups.push(() => closeRealtime(sender));
    const sending = await joined(sender.channel('after-restart'));
    await sending.send({ type: 'broadcast', event: 'back', payload: { ok: true } });
    expect(await within(heard.all, 5000, 'the broadcast after the restart')).toEqual([
      { type: 'broadcast', event: 'back', payload: { ok: true } },
    ]);
    await server.db.query('insert into public.rt_restart (n) values (1)');
    await within(
      new Promise<void>((resolve) => {
        const check = () => (changes.length > 0 ? resolve() : setTimeout(check, 20));
        check();
      }),
      5000,
      'the change after the restart',
    );
    expect(changes).toEqual([1]);
  }, 60_000);
});
