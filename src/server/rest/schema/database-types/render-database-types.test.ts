import { describe, expect, it } from 'vitest';
import type { SchemaCache, Table } from '../schema-types.ts';
import { renderDatabaseTypes, type TypesSource } from './render-database-types.ts';

const column = (
  name: string,
  type: string,
  nullable = false,
  defaultExpression: string | null = null,
) => ({ name, type, nullable, defaultExpression });
const services: Table = {
  schema: 'public',
  name: 'services',
  kind: 'table',
  columns: [
    column('id', 'uuid', false, 'gen_random_uuid()'),
    column('kind', 'text'),
    column('note', 'text', true),
  ],
  primaryKey: ['id'],
};
const bookings: Table = {
  schema: 'public',
  name: 'bookings',
  kind: 'table',
  columns: [column('id', 'uuid'), column('service_id', 'uuid')],
  primaryKey: ['id'],
};
const cache: SchemaCache = {
  schemas: ['public'],
  tables: new Map([
    ['public.services', services],
    ['public.bookings', bookings],
  ]),
  relationships: new Map([
    [
      'public.bookings',
      [
        {
          kind: 'many-to-one',
          origin: bookings,
          target: services,
          constraint: 'bookings_service_fkey',
          columns: [['service_id', 'id']],
          fkOnOrigin: true,
        },
      ],
    ],
  ]),
  functions: new Map([
    [
      'public.book',
      [
        {
          schema: 'public',
          name: 'book',
          parameters: [
            { name: 'service_id', type: 'uuid', hasDefault: false, variadic: false },
            { name: 'note', type: 'text', hasDefault: true, variadic: false },
          ],
          returnType: 'public.bookings',
          returnsSet: true,
          returnsRowsOf: { schema: 'public', name: 'bookings' },
          returnsRecord: false,
          outputs: [],
          returnsVoid: false,
          volatility: 'volatile',
        },
      ],
    ],
  ]),
};
const source: TypesSource = {
  cache,
  schema: 'public',
  composites: [],
  updatableViews: new Set(),
  allowedValues: new Map([['services.kind', ['private', 'group']]]),
};
const squeezed = (text: string) => text.replace(/\s+/g, ' ');

describe('renderDatabaseTypes', () => {
  const text = squeezed(renderDatabaseTypes(source));

  it('types rows, inserts (optional where nullable or defaulted) and updates', () => {
    expect(text).toContain(
      'services: { Row: { id: string; kind: "private" | "group"; note: string | null }; ' +
        'Insert: { id?: string; kind: "private" | "group"; note?: string | null }; ' +
        'Update: { id?: string; kind?: "private" | "group"; note?: string | null }',
    );
  });

  it('lists the foreign keys a table holds as its relationships', () => {
    expect(text).toContain(
      'Relationships: [{ foreignKeyName: "bookings_service_fkey"; columns: ["service_id"]; ' +
        'isOneToOne: false; referencedRelation: "services"; referencedColumns: ["id"] }]',
    );
  });

  it('types a function by its arguments, defaulted ones optional, and its rows', () => {
    expect(text).toContain(
      'book: { Args: { note?: string | null; service_id: string }; Returns: { id: string; service_id: string }[] }',
    );
  });
});
