import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeRealtime,
  joinFrame,
  joined,
  rawSocket,
  realtimeClient,
  type RawFrame,
  subscribed,
  within,
} from '../test-support/realtime-test-client.ts';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestUser, testAccessToken, type TestUser } from '../test-support/test-users.ts';

// Presence (reference/realtime.md §5): track and untrack, the state after a join, diffs to
// every subscriber (the tracker too), and leaves when a channel leaves or its socket closes.

/** Resolves once the channel's presence state passes the test. */
function presenceWhere(
  channel: RealtimeChannel,
  test: (state: Record<string, Record<string, unknown>[]>) => boolean,
): Promise<Record<string, Record<string, unknown>[]>> {
  return within(
    new Promise<Record<string, Record<string, unknown>[]>>((resolve) => {
      const check = () => {
        const state = channel.presenceState() as Record<string, Record<string, unknown>[]>;
        if (test(state)) resolve(state);
        else setTimeout(check, 20);
      };
      check();
    }),
    5000,
    `the presence state of ${channel.topic}`,
  ).catch((error: Error) => {
    throw new Error(`${error.message}: ${JSON.stringify(channel.presenceState())}`);
  });
}

const names = (state: Record<string, Record<string, unknown>[]>) =>
  Object.values(state)
    .flat()
    .map((meta) => meta.name)
    .sort();

describe.each(testDatabaseKinds)('presence on %s', (kind) => {
  let server: TestServer;
  const clients: SupabaseClient[] = [];
  const client = async (options: Parameters<typeof realtimeClient>[1] = {}) => {
    const made = await realtimeClient(server, options);
    clients.push(made);
    return made;
  };
  const joinsSeen = new Map<RealtimeChannel, string[]>();
  const roster = async (key: string, options: Parameters<typeof realtimeClient>[1] = {}) => {
    const channel = (await client(options)).channel('roster', { config: { presence: { key } } });
    const joins: string[] = [];
    joinsSeen.set(channel, joins);
    channel.on('presence', { event: 'join' }, ({ key: joined }) => joins.push(joined as string));
    await joined(channel);
    return channel;
  };
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(closeRealtime));
  });
  afterAll(() => server?.stop());

  it('shows who is there to newcomers and tells everyone of joins and leaves', async () => {
    const ann = await roster('ann');
    expect(await ann.track({ name: 'Ann' })).toBe('ok');
    await presenceWhere(ann, (state) => names(state).join() === 'Ann');

    const bob = await roster('bob', { vsn: '1.0.0' });
    expect(await bob.track({ name: 'Bob' })).toBe('ok');
    await presenceWhere(bob, (state) => names(state).join() === 'Ann,Bob');
    const seenByAnn = await presenceWhere(ann, (state) => names(state).join() === 'Ann,Bob');
    expect(Object.keys(seenByAnn).sort()).toEqual(['ann', 'bob']);
    expect(seenByAnn.bob?.[0]).toEqual({ name: 'Bob', presence_ref: expect.any(String) });
    expect(joinsSeen.get(ann)).toEqual(['ann', 'bob']);

    // An update replaces the meta; untrack and leaving take it away.
    expect(await bob.track({ name: 'Bobby' })).toBe('ok');
    await presenceWhere(ann, (state) => names(state).join() === 'Ann,Bobby');
    expect(await bob.untrack()).toBe('ok');
    await presenceWhere(ann, (state) => names(state).join() === 'Ann');
    await bob.track({ name: 'Bob' });
    await presenceWhere(ann, (state) => names(state).join() === 'Ann,Bob');
    await bob.unsubscribe();
    await presenceWhere(ann, (state) => names(state).join() === 'Ann');

    // Closing the socket is a leave too.
    const cy = await roster('cy');
    await cy.track({ name: 'Cy' });
    await presenceWhere(ann, (state) => names(state).join() === 'Ann,Cy');
    clients[clients.length - 1]?.realtime.disconnect();
    await presenceWhere(ann, (state) => names(state).join() === 'Ann');
  });

  it('makes a key when the client gives none, and answers bad tracks with errors', async () => {
    const raw = await rawSocket(server);
    raw.send(joinFrame('1', 'realtime:keys', { presence: { key: '', enabled: true } }));
    await raw.next((frame) => frame[1] === '1');
    expect(await raw.next((frame) => frame[3] === 'presence_state')).toEqual([
      '1',
      null,
      'realtime:keys',
      'presence_state',
      {},
    ]);
    raw.send([
      '1',
      '2',
      'realtime:keys',
      'presence',
      { type: 'presence', event: 'TRACK', payload: { a: 1 } },
    ]);
    expect((await raw.next((frame) => frame[1] === '2'))[4]).toEqual({
      status: 'ok',
      response: {},
    });
    const diff = await raw.next((frame) => frame[3] === 'presence_diff');
    expect(diff.slice(0, 3)).toEqual([null, null, 'realtime:keys']);
    const joins = (diff[4] as { joins: Record<string, { metas: unknown[] }> }).joins;
    const [key] = Object.keys(joins);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(joins[key as string]?.metas).toEqual([{ a: 1, phx_ref: expect.any(String) }]);
    raw.send([
      '1',
      '3',
      'realtime:keys',
      'presence',
      { type: 'presence', event: 'track', payload: 'x' },
    ]);
    expect((await raw.next((frame) => frame[1] === '3'))[4]).toEqual({
      status: 'error',
      response: { reason: 'Presence track payload must be a map' },
    });
    raw.send(['1', '4', 'realtime:keys', 'presence', { type: 'presence', event: 'dance' }]);
    expect((await raw.next((frame) => frame[1] === '4'))[4]).toEqual({
      status: 'error',
      response: {},
    });
    raw.close();
  });

  it('lets a silent socket go after REALTIME_IDLE_SECONDS, and its presence with it', async () => {
    const idleServer = await startTestServerOn(kind, { REALTIME_IDLE_SECONDS: '1' });
    const watcher = await rawSocket(idleServer);
    const beating = setInterval(() => watcher.send([null, 'hb', 'phoenix', 'heartbeat', {}]), 200);
    try {
      watcher.send(joinFrame('1', 'realtime:idle', { presence: { key: 'w', enabled: true } }));
      await watcher.next((frame) => frame[3] === 'presence_state');
      const silent = await rawSocket(idleServer);
      const closed = new Promise((resolve) => silent.ws.once('close', resolve));
      silent.send(joinFrame('1', 'realtime:idle', { presence: { key: 'silent', enabled: true } }));
      silent.send([
        '1',
        '2',
        'realtime:idle',
        'presence',
        { type: 'presence', event: 'track', payload: {} },
      ]);
      const diffWith = (part: 'joins' | 'leaves') => (frame: RawFrame) =>
        frame[3] === 'presence_diff' &&
        'silent' in ((frame[4] as Record<string, object>)[part] ?? {});
      await watcher.next(diffWith('joins'));
      await watcher.next(diffWith('leaves'), 5000);
      await within(closed, 1000, 'the silent socket to close');
      expect(watcher.ws.readyState).toBe(watcher.ws.OPEN);
    } finally {
      clearInterval(beating);
      watcher.close();
      await idleServer.stop();
    }
  });

  describe('on a private channel', () => {
    let staff: TestUser;
    let outsider: TestUser;
    beforeAll(async () => {
      staff = await createTestUser(server);
      outsider = await createTestUser(server);
      await server.db.exec(`
        create policy "roster presence read" on realtime.messages for select to authenticated
          using (realtime.topic() = 'private-roster' and extension = 'presence'
                 and auth.uid() in ('${staff.id}', '${outsider.id}'));
        create policy "roster presence write" on realtime.messages for insert to authenticated
          with check (realtime.topic() = 'private-roster' and extension = 'presence'
                      and auth.uid() = '${staff.id}');`);
    });

    it('needs the presence policies to join and to track', async () => {
      const open = async (user: TestUser) =>
        (await client({ accessToken: await testAccessToken(server, user.id) })).channel(
          'private-roster',
          { config: { private: true, presence: { key: user.id } } },
        );
      const staffChannel = await open(staff);
      staffChannel.on('presence', { event: 'sync' }, () => undefined);
      await joined(staffChannel);
      expect(await staffChannel.track({ name: 'Staff' })).toBe('ok');
      const watcher = await open(outsider);
      watcher.on('presence', { event: 'sync' }, () => undefined);
      await joined(watcher);
      await presenceWhere(watcher, (state) => names(state).join() === 'Staff');
      expect(await watcher.track({ name: 'Outsider' })).toBe('error');
      // Without presence in the join, the policy on presence alone does not let one in.
      const noPresence = (
        await client({ accessToken: await testAccessToken(server, staff.id) })
      ).channel('private-roster', { config: { private: true } });
      expect((await subscribed(noPresence)).status).toBe('CHANNEL_ERROR');
    });
  });
});
