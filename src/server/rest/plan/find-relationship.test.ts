import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { RestError } from '../rest-error.ts';
import { loadSchemaCache } from '../schema/load-schema-cache.ts';
import type { SchemaCache } from '../schema/schema-types.ts';
import { findRelationship } from './find-relationship.ts';

describe('findRelationship', () => {
  let test: TestDatabase;
  let cache: SchemaCache;
  beforeAll(async () => {
    test = await createRestTestDatabase('pglite');
    // PostgREST's own disambiguation case: a many-to-one and a one-to-many between two tables.
    await test.db.exec(`
      create table public.departments (id int primary key, head_id int);
      create table public.agents (id int primary key, department_id int references public.departments (id));
      alter table public.departments add constraint departments_head_id_fkey
        foreign key (head_id) references public.agents (id);`);
    cache = await loadSchemaCache(test.db, ['public']);
  });
  afterAll(() => test.drop());

  const find = (origin: string, target: string, hint?: string) => {
    const relationship = findRelationship(cache, { schema: 'public', name: origin }, target, hint);
    return `${relationship.kind} ${relationship.target.name}`;
  };
  const failure = (origin: string, target: string, hint?: string) => {
    try {
      find(origin, target, hint);
    } catch (error) {
      if (error instanceof RestError) return error;
    }
    throw new Error('expected a RestError');
  };

  it('finds an embed by table name, constraint name or FK column', () => {
    expect(find('messages', 'users')).toBe('many-to-one users');
    expect(find('messages', 'messages_username_fkey')).toBe('many-to-one users');
    expect(find('messages', 'username')).toBe('many-to-one users');
    expect(find('users', 'messages')).toBe('one-to-many messages');
    expect(find('users', 'user_profiles')).toBe('one-to-one user_profiles');
    expect(find('products', 'categories')).toBe('many-to-many categories');
    expect(find('active_users', 'messages')).toBe('one-to-many messages');
  });

  it('tells children from the parent on a self reference', () => {
    expect(find('collections', 'collections')).toBe('one-to-many collections');
    expect(find('collections', 'parent_id')).toBe('many-to-one collections');
    expect(find('collections', 'collections', 'parent_id')).toBe('one-to-many collections');
    expect(failure('collections', 'collections', 'collections_parent_id_fkey').code).toBe(
      'PGRST200',
    );
  });

  it('asks for a hint when two relationships fit, and uses it', () => {
    const error = failure('best_friends', 'users');
    expect(error.status).toBe(300);
    expect(error.code).toBe('PGRST201');
    expect(error.details).toEqual([
      {
        cardinality: 'many-to-one',
        embedding: 'best_friends with users',
        relationship:
          'best_friends_first_user_fkey using best_friends(first_user) and users(username)',
      },
      {
        cardinality: 'many-to-one',
        embedding: 'best_friends with users',
        relationship:
          'best_friends_second_user_fkey using best_friends(second_user) and users(username)',
      },
    ]);
    expect(error.hint).toBe(
      "Try changing 'users' to one of the following: 'users!best_friends_first_user_fkey', 'users!best_friends_second_user_fkey'. Find the desired relationship in the 'details' key.",
    );
    expect(find('best_friends', 'users', 'first_user')).toBe('many-to-one users');
    expect(find('best_friends', 'users', 'best_friends_second_user_fkey')).toBe(
      'many-to-one users',
    );
  });

  it('words and orders the choices as PostgREST 14 (one-to-many before many-to-one)', () => {
    expect(failure('agents', 'departments').toJSON()).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'one-to-many',
          embedding: 'agents with departments',
          relationship: 'departments_head_id_fkey using agents(id) and departments(head_id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'agents with departments',
          relationship: 'agents_department_id_fkey using agents(department_id) and departments(id)',
        },
      ],
      hint: "Try changing 'departments' to one of the following: 'departments!departments_head_id_fkey', 'departments!agents_department_id_fkey'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'agents' and 'departments'",
    });
    expect(failure('users', 'best_friends').details).toEqual([
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
  });

  it('explains a missing relationship', () => {
    const error = failure('users', 'channels');
    expect(error).toMatchObject({
      status: 400,
      code: 'PGRST200',
      message: "Could not find a relationship between 'users' and 'channels' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'users' and 'channels' in the schema 'public', but no matches were found.",
    });
  });
});
