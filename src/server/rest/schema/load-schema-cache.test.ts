import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRestTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../test-support/test-database.ts';
import { loadSchemaCache } from './load-schema-cache.ts';
import type { Relationship, SchemaCache } from './schema-types.ts';

const describeRelationship = (relationship: Relationship) =>
  relationship.kind === 'many-to-many'
    ? `${relationship.origin.name} -many-to-many-> ${relationship.target.name} via ${relationship.junction.name}`
    : relationship.kind === 'computed'
      ? `${relationship.origin.name} -computed-> ${relationship.target.name} (${relationship.function.name})`
      : `${relationship.origin.name} -${relationship.kind}-> ${relationship.target.name} (${relationship.constraint})`;

describe.each(testDatabaseKinds)('loadSchemaCache on %s', (kind) => {
  let test: TestDatabase;
  let cache: SchemaCache;
  beforeAll(async () => {
    test = await createRestTestDatabase(kind);
    cache = await loadSchemaCache(test.db, ['public']);
  });
  afterAll(() => test.drop());

  const from = (table: string) =>
    (cache.relationships.get(`public.${table}`) ?? []).map(describeRelationship).sort();

  it('reads tables and views with qualified column types and primary keys', () => {
    const users = cache.tables.get('public.users');
    expect(users?.kind).toBe('table');
    expect(users?.primaryKey).toEqual(['username']);
    expect(users?.columns.map((column) => [column.name, column.type])).toEqual([
      ['username', 'text'],
      ['data', 'jsonb'],
      ['age_range', 'int4range'],
      ['status', 'public.user_status'],
      ['catchphrase', 'text'],
    ]);
    expect(users?.columns.find((column) => column.name === 'status')?.defaultExpression).toBe(
      "'ONLINE'::public.user_status",
    );
    expect(cache.tables.get('public.active_users')).toMatchObject({
      kind: 'view',
      primaryKey: ['username'],
    });
    expect(cache.tables.has('platform.schema_migrations')).toBe(false);
  });

  it('finds many-to-one, one-to-many, one-to-one and many-to-many relationships', () => {
    expect(from('messages')).toEqual([
      'messages -many-to-one-> active_users (messages_username_fkey)',
      'messages -many-to-one-> channels (messages_channel_id_fkey)',
      'messages -many-to-one-> users (messages_username_fkey)',
    ]);
    expect(from('users')).toContain('users -one-to-many-> messages (messages_username_fkey)');
    expect(from('users')).toContain(
      'users -one-to-one-> user_profiles (user_profiles_username_fkey)',
    );
    expect(from('user_profiles')).toContain(
      'user_profiles -one-to-one-> users (user_profiles_username_fkey)',
    );
    expect(from('products')).toContain(
      'products -many-to-many-> categories via product_categories',
    );
    expect(from('categories')).toContain(
      'categories -many-to-many-> products via product_categories',
    );
    expect(from('collections')).toEqual([
      'collections -many-to-one-> collections (collections_parent_id_fkey)',
      'collections -one-to-many-> collections (collections_parent_id_fkey)',
    ]);
  });

  it('copies relationships onto views that show the key columns', () => {
    expect(from('active_users')).toContain(
      'active_users -one-to-many-> messages (messages_username_fkey)',
    );
    // channels has no view, so nothing is copied for messages -> channels.
    expect(from('channels')).toEqual([
      'channels -one-to-many-> messages (messages_channel_id_fkey)',
    ]);
    expect(from('user_profiles')).toContain(
      'user_profiles -one-to-one-> active_users (user_profiles_username_fkey)',
    );
  });

  it('reads functions with parameters, defaults and result shapes', () => {
    const add = cache.functions.get('public.add_them')?.[0];
    expect(add).toMatchObject({
      returnType: 'integer',
      returnsSet: false,
      volatility: 'immutable',
      parameters: [
        { name: 'a', type: 'integer', hasDefault: false },
        { name: 'b', type: 'integer', hasDefault: true },
      ],
    });
    expect(cache.functions.get('public.messages_of')?.[0]).toMatchObject({
      returnsSet: true,
      returnsRowsOf: { schema: 'public', name: 'messages' },
    });
    expect(cache.functions.get('public.get_username_and_status')?.[0]).toMatchObject({
      returnsSet: true,
      returnsRecord: true,
      parameters: [{ name: 'name_param' }],
    });
    expect(cache.functions.get('public.echo')?.[0]?.parameters).toEqual([
      { name: '', type: 'json', hasDefault: false, variadic: false },
    ]);
    expect(cache.functions.get('public.void_func')?.[0]).toMatchObject({
      returnsVoid: true,
      volatility: 'volatile',
    });
  });
});
