import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRestTestServer,
  type RestTestServer,
} from '../test-support/start-rest-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

describe.each(testDatabaseKinds)('finding functions and embeds on %s', (kind) => {
  let server: RestTestServer;
  const post = (fn: string, body: string | Blob, contentType: string) =>
    fetch(`${server.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: server.apiKeys.anon, 'content-type': contentType },
      body,
    });
  beforeAll(async () => {
    server = await startRestTestServer(kind);
    await server.db.exec(`
      create function public.same_args(arg integer) returns text language sql as $$ select 'int' $$;
      create function public.same_args(arg text, num integer default 0) returns text
        language sql as $$ select 'text' $$;
      create function public.shout(text) returns text language sql as $$ select upper($1) $$;
      create function public.byte_count(bytea) returns int language sql as $$ select length($1) $$;
      create function public.keys_of(jsonb) returns text[] language sql
        as $$ select array(select jsonb_object_keys($1) order by 1) $$;
      create function public.keys_of_json(json) returns int language sql as $$ select 1 $$;
      create function public.keys_of_json(jsonb) returns int language sql as $$ select 2 $$;
      create function public.user_messages(public.users) returns setof public.messages
        language sql stable as $$ select * from public.messages where username = $1.username $$;
      create function public.latest_message(public.users) returns public.messages
        language sql stable as $$
          select * from public.messages where username = $1.username order by id desc limit 1
        $$;
      create function public.first_message_of(public.users) returns setof public.messages rows 1
        language sql stable as $$
          select * from public.messages where username = $1.username order by id limit 1
        $$;
      create function public.author(public.messages) returns public.users
        language sql stable as $$ select * from public.users where username = $1.username $$;
      -- Named like the table: overrides the foreign key relationship to it.
      create function public.channels(public.messages) returns setof public.channels rows 1
        language sql stable as $$ select * from public.channels where slug = 'random' $$;`);
    await server.schemaCache.reload();
  });
  afterAll(() => server.stop());

  it('answers ambiguous overloads with 300 PGRST203 in PostgREST 14 words', async () => {
    const { error, status } = await server.anon.rpc('same_args', { arg: '1' });
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      message:
        'Could not choose the best candidate function between: public.same_args(arg => integer), public.same_args(arg => text, num => integer)',
    });
    expect((await server.anon.rpc('same_args', { arg: 'x', num: 2 })).data).toBe('text');
  });

  it('answers an unknown function with 404 PGRST202 and a hint', async () => {
    const misspelt = await server.anon.rpc('add_themm', { a: 1 });
    expect(misspelt.status).toBe(404);
    expect(misspelt.error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.add_themm with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_them',
      message: 'Could not find the function public.add_themm(a) in the schema cache',
    });
    const wrongArguments = await server.anon.rpc('add_them', { a: 1, c: 2 }, { get: true });
    expect(wrongArguments.error).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.add_them with parameters a, c, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_them(a, b)',
      message: 'Could not find the function public.add_them(a, c) in the schema cache',
    });
  });

  it('answers an ambiguous embed with 300 PGRST201, choices in PostgREST order', async () => {
    const { error, status } = await server.anon.from('users').select('username, best_friends(id)');
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST201');
    expect(error?.details).toEqual([
      {
        cardinality: 'one-to-many',
        embedding: 'users with best_friends',
        relationship:
          'best_friends_first_user_fkey using users(username) and best_friends(first_user)',
      },
      {
        cardinality: 'one-to-many',
        embedding: 'users with best_friends',
        relationship:
          'best_friends_second_user_fkey using users(username) and best_friends(second_user)',
      },
    ]);
    expect(error?.hint).toBe(
      "Try changing 'best_friends' to one of the following: 'best_friends!best_friends_first_user_fkey', 'best_friends!best_friends_second_user_fkey'. Find the desired relationship in the 'details' key.",
    );
  });

  it('gives the whole JSON body to a single unnamed json or jsonb parameter', async () => {
    const { data, error } = await server.anon.rpc('keys_of', { b: 1, a: { nested: true } });
    expect(error).toBeNull();
    expect(data).toEqual(['a', 'b']);
    const both = await server.anon.rpc('keys_of_json', { a: 1 });
    expect(both.status).toBe(300);
    expect(both.error?.message).toBe(
      'Could not choose the best candidate function between: public.keys_of_json( => json), public.keys_of_json( => jsonb)',
    );
  });

  it('gives a text/plain body to a text parameter and a binary one to bytea', async () => {
    const text = await post('shout', 'quiet please', 'text/plain');
    expect(text.status).toBe(200);
    expect(await text.json()).toBe('QUIET PLEASE');
    const binary = await post(
      'byte_count',
      new Blob([new Uint8Array([0, 255, 10, 13])]),
      'application/octet-stream',
    );
    expect(await binary.json()).toBe(4);
    const mismatch = await post('keys_of', 'not json', 'text/plain');
    expect(mismatch.status).toBe(404);
    expect(await mismatch.json()).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function public.keys_of with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.keys_of in the schema cache',
    });
  });

  it('embeds functions of a row: to-many for a set, to-one for one row or ROWS 1', async () => {
    const { data, error } = await server.anon
      .from('users')
      .select(
        'username, user_messages(id), latest_message(id), first_message_of(id, author(username))',
      )
      .in('username', ['supabot', 'awailas'])
      .order('username');
    expect(error).toBeNull();
    expect(data).toEqual([
      // A function returning one composite gives a row of NULLs when it finds nothing, in
      // PostgREST too (its FROM is the same); SETOF ... ROWS 1 gives null.
      {
        username: 'awailas',
        user_messages: [],
        latest_message: { id: null },
        first_message_of: null,
      },
      {
        username: 'supabot',
        user_messages: [{ id: 1 }, { id: 2 }],
        latest_message: { id: 2 },
        first_message_of: { id: 1, author: { username: 'supabot' } },
      },
    ]);
  });

  it('filters and orders inside a computed embed, and embeds from function results', async () => {
    const filtered = await server.anon
      .from('users')
      .select('username, user_messages!inner(id)')
      .eq('user_messages.id', 2)
      .order('id', { referencedTable: 'user_messages', ascending: false });
    expect(filtered.data).toEqual([{ username: 'supabot', user_messages: [{ id: 2 }] }]);
    const fromRpc = await server.anon
      .rpc('messages_of', { user_name: 'kiwicopple' })
      .select('id, author(username, catchphrase)');
    expect(fromRpc.data).toEqual([
      { id: 3, author: { username: 'kiwicopple', catchphrase: 'bat cat' } },
    ]);
  });

  it('lets a function override the foreign key relationship of the same name', async () => {
    const { data } = await server.anon.from('messages').select('id, channels(slug)').eq('id', 1);
    expect(data).toEqual([{ id: 1, channels: { slug: 'random' } }]);
  });
});
