import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRestTestServer,
  type RestTestServer,
} from '../test-support/start-rest-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

describe.each(testDatabaseKinds)('aggregates with REST_AGGREGATES_ENABLED on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind, { REST_AGGREGATES_ENABLED: 'true' });
  });
  afterAll(() => server.stop());

  it('counts and sums, grouped by the other selected columns', async () => {
    const { data, error } = await server.anon
      .from('messages')
      .select('username, count(), id.sum(), first:id.min(), last:id.max()')
      .order('username');
    expect(error).toBeNull();
    expect(data).toEqual([
      { username: 'kiwicopple', count: 1, sum: 3, first: 3, last: 3 },
      { username: 'supabot', count: 2, sum: 3, first: 1, last: 2 },
    ]);
  });

  it('aggregates inside embeds and over function results', async () => {
    const { data } = await server.anon
      .from('channels')
      .select('slug, messages(count(), id.avg())')
      .order('slug');
    expect(data).toEqual([
      { slug: 'public', messages: [{ count: 2, avg: 2 }] },
      { slug: 'random', messages: [{ count: 1, avg: 2 }] },
    ]);
    const fromRpc = await server.anon
      .rpc('messages_of', { user_name: 'supabot' })
      .select('total:count()');
    expect(fromRpc.data).toEqual([{ total: 2 }]);
  });

  it('groups by an embedded row too', async () => {
    const { data, error } = await server.anon.from('messages').select('channels(slug), count()');
    expect(error).toBeNull();
    const slug = (row: unknown) => (row as { channels: { slug: string } }).channels.slug;
    const bySlug = [...(data ?? [])].sort((a, b) => slug(a).localeCompare(slug(b)));
    expect(bySlug).toEqual([
      { channels: { slug: 'public' }, count: 2 },
      { channels: { slug: 'random' }, count: 1 },
    ]);
    // Ordering by a column that is neither selected nor aggregated is PostgreSQL's error.
    const unordered = await server.anon
      .from('messages')
      .select('username, count()')
      .order('channel_id');
    expect(unordered.error?.code).toBe('42803');
  });
});

describe.each(testDatabaseKinds)('aggregates in to-one spreads on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind, { REST_AGGREGATES_ENABLED: 'true' });
  });
  afterAll(() => server.stop());

  it('computes them over the parent rows, grouped by what else is selected', async () => {
    const { data, error } = await server.anon
      .from('messages')
      .select('total:id.sum(), ...channels(slug, channel_ids:id.sum())')
      .order('channels(slug)');
    expect(error).toBeNull();
    expect(data).toEqual([
      { total: 4, slug: 'public', channel_ids: 2 },
      { total: 2, slug: 'random', channel_ids: 2 },
    ]);
    const only = await server.anon.from('messages').select('...channels(channel_ids:id.sum())');
    expect(only.data).toEqual([{ channel_ids: 4 }]);
  });

  it('lifts them out of nested spreads to the nearest parent that is not one', async () => {
    const { data, error } = await server.anon
      .from('channels')
      .select('slug, messages(...users(status, ...user_profiles(longest:bio.max())))')
      .order('slug');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        slug: 'public',
        messages: expect.arrayContaining([
          { status: 'ONLINE', longest: 'I am a bot' },
          { status: 'OFFLINE', longest: 'Co-founder' },
        ]) as unknown,
      },
      { slug: 'random', messages: [{ status: 'ONLINE', longest: 'I am a bot' }] },
    ]);
    expect((data?.[0] as { messages: unknown[] }).messages).toHaveLength(2);
  });
});

describe.each(testDatabaseKinds)('aggregates by default on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind);
  });
  afterAll(() => server.stop());

  it('refuses them with PGRST123', async () => {
    const { error, status } = await server.anon.from('messages').select('count()');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST123',
      details: null,
      hint: null,
      message: 'Use of aggregate functions is not allowed',
    });
  });
});
