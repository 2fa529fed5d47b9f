import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeRealtime,
  joined,
  pause,
  realtimeClient,
  within,
} from '../test-support/realtime-test-client.ts';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestUser, testAccessToken, type TestUser } from '../test-support/test-users.ts';

// postgres_changes through supabase-js (issue 21, points 1 and 5; decision 0039), on a table
// the test makes: its owner sees a note, nobody else does, and `secret` is readable by no
// caller. A table created in `public` records its changes from the start (the event trigger).

interface Change {
  eventType: string;
  table: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  commit_timestamp: string;
  errors: unknown;
}

/** Collects what a channel's bindings heard, by label. */
function heard() {
  const items: { label: string; change: Change }[] = [];
  return {
    items,
    take: (label: string) => (change: unknown) => items.push({ label, change: change as Change }),
    async count(n: number, ms = 5000) {
      await within(
        new Promise<void>((resolve) => {
          const check = () => (items.length >= n ? resolve() : setTimeout(check, 20));
          check();
        }),
        ms,
        `${n} changes (have ${items.length})`,
      );
    },
  };
}

describe.each(testDatabaseKinds)('postgres_changes on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  const clients: SupabaseClient[] = [];
  const as = async (user: TestUser | undefined) => {
    const made = await realtimeClient(
      server,
      user === undefined ? {} : { accessToken: await testAccessToken(server, user.id) },
    );
    clients.push(made);
    return made;
  };
  const note = async (owner: string, title: string, amount: number) => {
    const { rows } = await server.db.query<{ id: number }>(
      `insert into public.rt_notes (owner, title, amount, secret) values ($1, $2, $3, 'hidden')
       returning id`,
      [owner, title, amount],
    );
    return Number(rows[0]?.id);
  };
  // Every test waits for its own last change, and then a little for strays.
  const settle = () => pause(300);

  beforeAll(async () => {
    server = await startTestServerOn(kind);
    alice = await createTestUser(server);
    bob = await createTestUser(server);
    await server.db.exec(`
      create table public.rt_notes (
        id bigint generated always as identity primary key,
        owner uuid not null,
        title text not null,
        amount integer not null,
        due timestamptz,
        secret text
      );
      alter table public.rt_notes enable row level security;
      grant select (id, owner, title, amount, due) on public.rt_notes to anon, authenticated;
      grant all on public.rt_notes to service_role;
      create policy "own notes" on public.rt_notes for select to authenticated
        using (owner = auth.uid());`);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(closeRealtime));
  });
  afterAll(() => server?.stop());

  it('delivers INSERT, UPDATE, DELETE and * with the ids of the bindings that match', async () => {
    const got = heard();
    const system: unknown[] = [];
    const table = { schema: 'public', table: 'rt_notes' };
    const channel = (await as(alice))
      .channel('notes')
      .on('postgres_changes', { event: 'INSERT', ...table }, got.take('insert'))
      .on('postgres_changes', { event: 'UPDATE', ...table }, got.take('update'))
      .on('postgres_changes', { event: 'DELETE', ...table }, got.take('delete'))
      .on('postgres_changes', { event: '*', ...table }, got.take('all'))
      .on('system', {}, (message) => system.push(message));
    await joined(channel);
    const id = await note(alice.id, 'first', 1);
    await server.db.query(`update public.rt_notes set title = 'second' where id = $1`, [id]);
    await server.db.query('delete from public.rt_notes where id = $1', [id]);
    await got.count(6);
    await settle();
    expect(got.items.map((item) => `${item.label}:${item.change.eventType}`)).toEqual([
      'insert:INSERT',
      'all:INSERT',
      'update:UPDATE',
      'all:UPDATE',
      'delete:DELETE',
      'all:DELETE',
    ]);
    const [inserted, , updated, , deleted] = got.items.map((item) => item.change);
    expect(inserted).toMatchObject({
      table: 'rt_notes',
      new: { id, owner: alice.id, title: 'first', amount: 1, due: null },
      old: {},
      errors: null,
    });
    expect(inserted?.new).not.toHaveProperty('secret');
    expect(Date.now() - Date.parse(inserted?.commit_timestamp ?? '')).toBeLessThan(10_000);
    expect(updated).toMatchObject({ new: { title: 'second' }, old: { title: 'first' } });
    expect(deleted).toMatchObject({ new: {}, old: { id, title: 'second' } });
    expect(system).toContainEqual(
      expect.objectContaining({ extension: 'postgres_changes', status: 'ok' }),
    );
  });

  it('applies every filter operator as Supabase does', async () => {
    const got = heard();
    const base = { event: 'INSERT', schema: 'public', table: 'rt_notes' } as const;
    const filters = {
      eq: 'amount=eq.3',
      neq: 'amount=neq.3',
      lt: 'amount=lt.3',
      lte: 'amount=lte.3',
      gt: 'amount=gt.3',
      gte: 'amount=gte.3',
      in: 'title=in.(n1,"n5")',
      due: 'due=gt.2026-01-01T00:00:00Z',
    };
    let channel: RealtimeChannel = (await as(alice)).channel('filters');
    for (const [label, filter] of Object.entries(filters)) {
      channel = channel.on('postgres_changes', { ...base, filter }, got.take(label));
    }
    await joined(channel);
    for (const amount of [1, 2, 3, 4, 5]) await note(alice.id, `n${amount}`, amount);
    await server.db.query(
      `insert into public.rt_notes (owner, title, amount, due) values ($1, 'late', 9, '2027-01-01')`,
      [alice.id],
    );
    // eq 1 + neq 5 + lt 2 + lte 3 + gt 3 + gte 4 + in 2 + due 1
    await got.count(21);
    await settle();
    const amounts = (label: string) =>
      got.items.filter((item) => item.label === label).map((item) => item.change.new.amount);
    expect(amounts('eq')).toEqual([3]);
    expect(amounts('neq')).toEqual([1, 2, 4, 5, 9]);
    expect(amounts('lt')).toEqual([1, 2]);
    expect(amounts('lte')).toEqual([1, 2, 3]);
    expect(amounts('gt')).toEqual([4, 5, 9]);
    expect(amounts('gte')).toEqual([3, 4, 5, 9]);
    expect(amounts('in')).toEqual([1, 5]);
    expect(amounts('due')).toEqual([9]);
  });

  it('sends each caller only the rows its policies let it see', async () => {
    const [forAlice, forBob, forAnon] = [heard(), heard(), heard()];
    const table = { event: '*', schema: 'public', table: 'rt_notes' } as const;
    await joined(
      (await as(alice)).channel('mine').on('postgres_changes', table, forAlice.take('a')),
    );
    await joined((await as(bob)).channel('mine').on('postgres_changes', table, forBob.take('b')));
    await joined(
      (await as(undefined)).channel('mine').on('postgres_changes', table, forAnon.take('anon')),
    );
    const aliceNote = await note(alice.id, 'alice', 1);
    const bobNote = await note(bob.id, 'bob', 2);
    await server.db.query('delete from public.rt_notes where id = $1', [bobNote]);
    // A note given from Alice to Bob leaves Alice's sight: she is told it is gone (a DELETE of
    // what she saw), Bob gets the UPDATE without the old row he never saw.
    await server.db.query(`update public.rt_notes set owner = $2, title = 'given' where id = $1`, [
      aliceNote,
      bob.id,
    ]);
    await forAlice.count(2);
    await forBob.count(3);
    await settle();
    const summary = (items: { change: Change }[]) =>
      items.map(({ change }) => [change.eventType, change.new.title, change.old.title]);
    expect(summary(forAlice.items)).toEqual([
      ['INSERT', 'alice', undefined],
      ['DELETE', undefined, 'alice'],
    ]);
    expect(summary(forBob.items)).toEqual([
      ['INSERT', 'bob', undefined],
      ['DELETE', undefined, 'bob'],
      ['UPDATE', 'given', undefined],
    ]);
    expect(forBob.items[2]?.change.old).toEqual({});
    expect(forAnon.items).toEqual([]);
  });

  it('uses the claims of a refreshed token', async () => {
    const got = heard();
    const client = await as(alice);
    await joined(
      client
        .channel('switch')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes' },
          got.take('x'),
        ),
    );
    await note(alice.id, 'before', 1);
    await got.count(1);
    await client.realtime.setAuth(await testAccessToken(server, bob.id));
    await pause(300);
    await note(alice.id, 'alice after', 2);
    await note(bob.id, 'bob after', 3);
    await got.count(2);
    await settle();
    expect(got.items.map((item) => item.change.new.title)).toEqual(['before', 'bob after']);
  });

  it('answers a subscription it cannot serve with a system error, and keeps the channel', async () => {
    const system: Record<string, unknown>[] = [];
    const channel = (await as(alice))
      .channel('wrong')
      .on('postgres_changes', { event: '*', schema: 'auth', table: 'users' }, () => undefined)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'rt_notes', filter: 'amount' },
        () => undefined,
      )
      .on('system', {}, (message) => system.push(message as Record<string, unknown>));
    await joined(channel);
    await within(
      new Promise<void>((resolve) => {
        const check = () => (system.length >= 2 ? resolve() : setTimeout(check, 20));
        check();
      }),
      5000,
      'two system messages',
    );
    expect(system.map((message) => [message.extension, message.status])).toEqual([
      ['postgres_changes', 'error'],
      ['postgres_changes', 'error'],
    ]);
    expect(String(system[0]?.message)).toMatch(/^Unable to subscribe to changes/);
    expect(String(system[1]?.message)).toMatch(/^Error parsing `filter` params/);
    expect(channel.state).toBe('joined');
  });

  it('broadcasts realtime.send to public and, by policy, private channels, after commit', async () => {
    await server.db.exec(`
      create policy "rt-send readers" on realtime.messages for select to authenticated
        using (realtime.topic() = 'places' and auth.uid() = '${alice.id}');`);
    const publicHeard: unknown[] = [];
    const privateHeard: unknown[] = [];
    const bobHeard: unknown[] = [];
    await joined(
      (await as(undefined))
        .channel('places')
        .on('broadcast', { event: '*' }, (message) => publicHeard.push(message)),
    );
    await joined(
      (await as(alice))
        .channel('places', { config: { private: true } })
        .on('broadcast', { event: '*' }, (message) => privateHeard.push(message)),
    );
    const bobChannel = (await as(bob)).channel('places', { config: { private: true } });
    bobChannel.on('broadcast', { event: '*' }, (message) => bobHeard.push(message));
    bobChannel.subscribe();
    await server.db.exec(`
      begin;
      select realtime.send('{"left": 1}', 'rolled-back', 'places', false);
      rollback;
      select realtime.send('{"left": 3}', 'places_left', 'places', false);
      select realtime.send('{"left": 2}', 'places_left', 'places');`);
    await within(
      new Promise<void>((resolve) => {
        const check = () =>
          publicHeard.length + privateHeard.length >= 2 ? resolve() : setTimeout(check, 20);
        check();
      }),
      5000,
      'the two broadcasts',
    );
    await settle();
    expect(publicHeard).toEqual([
      { type: 'broadcast', event: 'places_left', payload: { left: 3 } },
    ]);
    expect(privateHeard).toEqual([
      { type: 'broadcast', event: 'places_left', payload: { left: 2 } },
    ]);
    expect(bobHeard).toEqual([]);
    const refused = await server.db
      .transaction(async (tx) => {
        await tx.query(`select set_config('role', 'authenticated', true)`);
        await tx.query(`select realtime.send('{}', 'x', 'places')`);
      })
      .then(
        () => 'sent',
        (error: { code?: string }) => error.code,
      );
    expect(refused).toBe('42501');
  });
});
