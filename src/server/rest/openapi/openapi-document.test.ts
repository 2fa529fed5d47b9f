import { describe, expect, it } from 'vitest';
import type { DatabaseFunction, Relationship, Table } from '../schema/schema-types.ts';
import { openApiDocument, splitComment } from './openapi-document.ts';

const users: Table = {
  schema: 'public',
  name: 'users',
  kind: 'table',
  primaryKey: ['id'],
  columns: [
    { name: 'id', type: 'bigint', nullable: false, defaultExpression: null },
    {
      name: 'state',
      type: 'character varying(10)',
      nullable: false,
      defaultExpression: "'open'::character varying",
    },
    { name: 'team_id', type: 'integer', nullable: true, defaultExpression: '0' },
    { name: 'tags', type: 'text[]', nullable: true, defaultExpression: null },
    { name: 'data', type: 'jsonb', nullable: true, defaultExpression: null },
  ],
};
const toTeams: Relationship = {
  kind: 'many-to-one',
  origin: { schema: 'public', name: 'users' },
  target: { schema: 'public', name: 'teams' },
  constraint: 'users_team_id_fkey',
  columns: [['team_id', 'id']],
  fkOnOrigin: true,
};
const fn = (volatility: DatabaseFunction['volatility']): DatabaseFunction => ({
  schema: 'public',
  name: volatility === 'volatile' ? 'reset' : 'add',
  parameters: [
    { name: 'a', type: 'integer', hasDefault: false, variadic: false },
    { name: 'b', type: 'integer', hasDefault: true, variadic: false },
  ],
  returnType: 'integer',
  returnsSet: false,
  returnsRowsOf: null,
  returnsRecord: false,
  outputs: [],
  returnsVoid: false,
  volatility,
});

const document = openApiDocument({
  tables: [{ table: users, writable: true }],
  functions: [fn('immutable'), fn('volatile')],
  relationships: new Map([['public.users', [toTeams]]]),
  host: 'localhost:3000',
  scheme: 'http',
  basePath: '/rest/v1',
}) as {
  swagger: string;
  paths: Record<string, Record<string, { parameters?: unknown[] }>>;
  definitions: Record<string, { required: string[]; properties: Record<string, unknown> }>;
  parameters: Record<string, unknown>;
};

describe('openApiDocument', () => {
  it('describes each row with PostgREST types, formats, defaults and key notes', () => {
    expect(document.swagger).toBe('2.0');
    expect(document.definitions.users?.required).toEqual(['id', 'state']);
    expect(document.definitions.users?.properties).toEqual({
      id: {
        description: 'Note:\nThis is a Primary Key.<pk/>',
        format: 'int64',
        type: 'integer',
      },
      state: { default: 'open', format: 'character varying', maxLength: 10, type: 'string' },
      team_id: {
        default: 0,
        description: "Note:\nThis is a Foreign Key to `teams.id`.<fk table='teams' column='id'/>",
        format: 'int32',
        type: 'integer',
      },
      tags: { format: 'text[]', type: 'array', items: { type: 'string' } },
      data: { format: 'jsonb' },
    });
  });

  it('has a path per table and function, reads only for stable functions', () => {
    expect(Object.keys(document.paths)).toEqual(['/', '/users', '/rpc/add', '/rpc/reset']);
    expect(Object.keys(document.paths['/users'] ?? {})).toEqual(['get', 'post', 'delete', 'patch']);
    expect(Object.keys(document.paths['/rpc/add'] ?? {})).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/rpc/reset'] ?? {})).toEqual(['post']);
    expect(document.paths['/users']?.get?.parameters).toContainEqual({
      $ref: '#/parameters/rowFilter.users.team_id',
    });
    expect(document.parameters['rowFilter.users.state']).toEqual({
      name: 'state',
      required: false,
      in: 'query',
      type: 'string',
    });
  });
});

describe('openApiDocument with comments and enums', () => {
  const commented = openApiDocument({
    tables: [
      {
        table: {
          ...users,
          description: 'People\n\nWho sign in.\nAnd book.',
          columns: [
            { ...users.columns[0], description: 'Their number' } as Table['columns'][number],
            {
              name: 'status',
              type: 'public.user_status',
              nullable: true,
              defaultExpression: null,
              description: 'Seen lately',
              enumValues: ['ONLINE', 'OFFLINE'],
            },
          ],
        },
        writable: false,
      },
    ],
    functions: [{ ...fn('immutable'), description: 'Adds two numbers' }],
    relationships: new Map(),
    schemaDescription: 'Studio API\nWhat a studio runs on.',
    host: 'localhost:3000',
    scheme: 'http',
    basePath: '/rest/v1',
  }) as {
    info: unknown;
    paths: Record<string, Record<string, Record<string, unknown>>>;
    definitions: Record<string, { description?: string; properties: Record<string, unknown> }>;
    parameters: Record<string, unknown>;
  };

  it('titles the document with the schema comment and describes tables with theirs', () => {
    expect(commented.info).toEqual({
      title: 'Studio API',
      description: 'What a studio runs on.',
      version: '14',
    });
    expect(commented.definitions.users?.description).toBe('People\n\nWho sign in.\nAnd book.');
    expect(commented.paths['/users']?.get).toMatchObject({
      summary: 'People',
      description: 'Who sign in.\nAnd book.',
    });
  });

  it('puts a column comment before its key notes, and lists enum values', () => {
    expect(commented.definitions.users?.properties).toEqual({
      id: {
        description: 'Their number\n\nNote:\nThis is a Primary Key.<pk/>',
        format: 'int64',
        type: 'integer',
      },
      status: {
        description: 'Seen lately',
        enum: ['ONLINE', 'OFFLINE'],
        format: 'public.user_status',
        type: 'string',
      },
    });
    expect(commented.parameters['rowFilter.users.status']).toMatchObject({
      description: 'Seen lately',
    });
  });

  it('summarises a function with its comment, with no description for one line', () => {
    const get = commented.paths['/rpc/add']?.get;
    expect(get?.summary).toBe('Adds two numbers');
    expect(get).not.toHaveProperty('description');
    expect(commented.paths['/rpc/add']?.post?.parameters).toContainEqual(
      expect.objectContaining({
        schema: expect.objectContaining({ description: 'Adds two numbers' }) as unknown,
      }),
    );
  });
});

describe('splitComment', () => {
  it('splits the first line from the rest, dropping the blank lines between', () => {
    expect(splitComment('One line')).toEqual(['One line', '']);
    expect(splitComment('Title\n\n\nBody\nmore')).toEqual(['Title', 'Body\nmore']);
  });
});
