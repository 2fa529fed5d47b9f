import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRestTestServer,
  type RestTestServer,
} from '../test-support/start-rest-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

describe.each(testDatabaseKinds)('finding functions and embeds on %s', (kind) => {
  let server: RestTestServer;
  const post = (fn: string, body: string | Uint8Array, contentType: string) =>
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
      create function public.keys_of_json(jsonb) returns int language sql as $$ select 2 $$;`);
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
      new Uint8Array([0, 255, 10, 13]),
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
});
