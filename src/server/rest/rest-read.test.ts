import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRestTestServer,
  type RestTestServer,
} from '../test-support/start-rest-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

describe.each(testDatabaseKinds)('reading through /rest/v1 on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind);
  });
  afterAll(() => server.stop());

  it('selects columns, renames, casts and JSON paths', async () => {
    const { data, error, status } = await server.anon
      .from('users')
      .select('name:username, tier:data->>tier, first_tag:data->tags->0, age_range::text')
      .eq('username', 'supabot');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ name: 'supabot', tier: 'gold', first_tag: 'a', age_range: '[1,2)' }]);
  });

  it('embeds to-one, to-many, one-to-one, many-to-many and through a hint', async () => {
    const { data: message } = await server.anon
      .from('messages')
      .select('id, users(username, user_profiles(bio)), channels(slug)')
      .eq('id', 1)
      .single();
    expect(message).toEqual({
      id: 1,
      users: { username: 'supabot', user_profiles: { bio: 'I am a bot' } },
      channels: { slug: 'public' },
    });
    const { data: products } = await server.anon
      .from('products')
      .select('name, categories(name)')
      .order('id')
      .order('id', { referencedTable: 'categories', ascending: false });
    expect(products).toEqual([
      { name: 'Mat', categories: [{ name: 'Props' }, { name: 'Yoga' }] },
      { name: 'Block', categories: [{ name: 'Props' }] },
      { name: 'Strap', categories: [] },
    ]);
    const { data: friends } = await server.anon
      .from('best_friends')
      .select('first:users!first_user(username), second:users!second_user(username)');
    expect(friends).toEqual([
      { first: { username: 'supabot' }, second: { username: 'kiwicopple' } },
    ]);
    const { data: tree } = await server.anon
      .from('collections')
      .select('name, parent:parent_id(name), collections(name)')
      .eq('id', 2);
    expect(tree).toEqual([
      { name: 'child', parent: { name: 'root' }, collections: [{ name: 'grandchild' }] },
    ]);
  });

  it('filters, orders and limits embedded resources, and keeps only matches with !inner', async () => {
    const { data } = await server.anon
      .from('users')
      .select('username, messages!inner(id)')
      .eq('messages.channel_id', 1)
      .order('username')
      .limit(1, { referencedTable: 'messages' });
    expect(data).toEqual([
      { username: 'kiwicopple', messages: [{ id: 3 }] },
      { username: 'supabot', messages: [{ id: 1 }] },
    ]);
  });

  it('applies every filter operator', async () => {
    const names = async (query: PromiseLike<{ data: { username: string }[] | null }>) =>
      ((await query).data ?? []).map((row) => row.username).sort();
    const users = () => server.anon.from('users').select('username');
    expect(await names(users().neq('status', 'ONLINE'))).toEqual(['kiwicopple']);
    expect(await names(users().gt('username', 'kiwi'))).toEqual(['kiwicopple', 'supabot']);
    expect(await names(users().like('catchphrase', '%cat%'))).toEqual(['kiwicopple', 'supabot']);
    expect(await names(users().ilike('catchphrase', 'BAT%'))).toEqual(['awailas', 'kiwicopple']);
    expect(await names(users().in('username', ['supabot', 'awailas']))).toEqual([
      'awailas',
      'supabot',
    ]);
    expect(await names(users().is('data', null))).toEqual(['awailas', 'dragarcia']);
    expect(await names(users().not('data', 'is', null))).toEqual(['kiwicopple', 'supabot']);
    expect(await names(users().contains('data', { tier: 'gold' }))).toEqual(['supabot']);
    expect(await names(users().overlaps('age_range', '[30,40)'))).toEqual([
      'awailas',
      'kiwicopple',
    ]);
    expect(await names(users().rangeLt('age_range', '[10,20)'))).toEqual(['supabot']);
    expect(await names(users().match({ status: 'ONLINE', catchphrase: 'fat rat' }))).toEqual([
      'dragarcia',
    ]);
    expect(await names(users().textSearch('catchphrase', "'fat' & 'cat'"))).toEqual(['supabot']);
    expect(await names(users().regexMatch('username', '^d'))).toEqual(['dragarcia']);
    expect(await names(users().likeAnyOf('username', ['%bot', 'kiwi%']))).toEqual([
      'kiwicopple',
      'supabot',
    ]);
    expect(
      await names(users().or('status.eq.OFFLINE,and(catchphrase.like.*rat*,username.gt.b)')),
    ).toEqual(['dragarcia', 'kiwicopple']);
  });

  it('counts, pages with Content-Range and 206, and refuses an offset past the end', async () => {
    const page = await server.anon
      .from('users')
      .select('username', { count: 'exact' })
      .order('username')
      .range(1, 2);
    expect(page.status).toBe(206);
    expect(page.count).toBe(4);
    expect(page.data).toEqual([{ username: 'dragarcia' }, { username: 'kiwicopple' }]);
    const head = await server.anon.from('users').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ status: 200, count: 4, data: null });
    const response = await fetch(`${server.url}/rest/v1/users?offset=10`, {
      headers: { prefer: 'count=exact', apikey: server.apiKeys.anon },
    });
    expect(response.status).toBe(416);
    expect(await response.json()).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 4 rows.',
    });
    const ranged = await fetch(`${server.url}/rest/v1/users?select=username&order=username`, {
      headers: { range: '0-1', apikey: server.apiKeys.anon },
    });
    expect(ranged.headers.get('content-range')).toBe('0-1/*');
    expect(await ranged.json()).toEqual([{ username: 'awailas' }, { username: 'dragarcia' }]);
  });

  it('returns one object for single(), and PGRST116 otherwise', async () => {
    const one = await server.anon
      .from('users')
      .select('username')
      .eq('username', 'supabot')
      .single();
    expect(one.data).toEqual({ username: 'supabot' });
    const many = await server.anon.from('users').select('username').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 4 rows',
      message: 'Cannot coerce the result to a single JSON object',
    });
    const none = await server.anon.from('users').select().eq('username', 'nobody').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
  });

  it('spreads the columns of to-one and to-many embeds into the parent', async () => {
    const { data } = await server.anon
      .from('users')
      .select('username, ...user_profiles(bio), ...messages(id)')
      .eq('username', 'supabot')
      .order('id', { referencedTable: 'messages' });
    expect(data).toEqual([{ username: 'supabot', bio: 'I am a bot', id: [1, 2] }]);
  });

  it('gives empty objects for an empty select', async () => {
    const { data } = await server.anon.from('channels').select('').order('id');
    expect(data).toEqual([{}, {}]);
  });

  it('selects, filters and orders computed fields', async () => {
    const { data, error } = await server.anon
      .from('messages')
      .select('id, blurb')
      .eq('blurb', 'Hello')
      .order('blurb');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, blurb: 'Hello' }]);
  });

  it('answers CSV and reads views', async () => {
    const csv = await server.anon.from('products').select('id,name,price').order('id').csv();
    expect(csv.data).toBe('id,name,price\n1,Mat,30.00\n2,Block,10.50\n3,Strap,');
    const { data } = await server.anon
      .from('active_users')
      .select('username, messages(id)')
      .eq('username', 'supabot');
    expect(data).toEqual([{ username: 'supabot', messages: [{ id: 1 }, { id: 2 }] }]);
  });

  it('explains unknown tables, columns, relationships and bad filters', async () => {
    const table = await server.anon.from('nope').select();
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.nope' in the schema cache",
    });
    const column = await server.anon.from('users').select('missing_column');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: '42703' });
    const relation = await server.anon.from('users').select('channels(*)');
    expect(relation.error).toMatchObject({ code: 'PGRST200' });
    const ambiguous = await server.anon.from('best_friends').select('users(*)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({ code: 'PGRST201' });
    const filter = await fetch(`${server.url}/rest/v1/users?username=nonsense`);
    expect(filter.status).toBe(400);
    expect(await filter.json()).toMatchObject({ code: 'PGRST100' });
    const embedded = await server.anon.from('users').select('username').eq('messages.id', 1);
    expect(embedded.error).toMatchObject({ code: 'PGRST108' });
  });
});
