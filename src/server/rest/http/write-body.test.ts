import { describe, expect, it } from 'vitest';
import type { Table } from '../schema/schema-types.ts';
import { parseInsertBody, parseUpdateBody } from './write-body.ts';

const table: Table = {
  schema: 'public',
  name: 'products',
  kind: 'table',
  primaryKey: ['id'],
  columns: [
    { name: 'id', type: 'integer', nullable: false, defaultExpression: null },
    { name: 'name', type: 'text', nullable: false, defaultExpression: null },
    { name: 'price', type: 'numeric(10,2)', nullable: true, defaultExpression: null },
  ],
};
const names = (columns: { name: string }[]) => columns.map((column) => column.name);

describe('parseInsertBody', () => {
  it('takes one object or an array, with the keys as columns', () => {
    const one = parseInsertBody('{"id":1,"name":"Mat"}', table, undefined);
    expect(one).toMatchObject({ json: '[{"id":1,"name":"Mat"}]', rowCount: 1 });
    expect(names(one.columns)).toEqual(['id', 'name']);
    const many = parseInsertBody('[{"id":1,"name":"a"},{"name":"b","id":2}]', table, undefined);
    expect(many.rowCount).toBe(2);
  });

  it('uses columns= and then allows rows with different keys', () => {
    const body = parseInsertBody('[{"id":1},{"id":2,"name":"b"}]', table, ['id', 'name']);
    expect(names(body.columns)).toEqual(['id', 'name']);
  });

  it('refuses rows with different keys, bad JSON and unknown columns', () => {
    expect(() => parseInsertBody('[{"id":1},{"name":"b"}]', table, undefined)).toThrow(
      'All object keys must match',
    );
    expect(() => parseInsertBody('{"id":', table, undefined)).toThrow('Empty or invalid json');
    expect(() => parseInsertBody('[1, 2]', table, undefined)).toThrow('Empty or invalid json');
    expect(() => parseInsertBody('{"colour":"red"}', table, undefined)).toThrow(
      "Could not find the 'colour' column of 'products' in the schema cache",
    );
  });
});

describe('parseUpdateBody', () => {
  it('takes one object, an empty body meaning no change', () => {
    expect(names(parseUpdateBody('{"price":3}', table, undefined).columns)).toEqual(['price']);
    expect(parseUpdateBody('', table, undefined).columns).toEqual([]);
    expect(() => parseUpdateBody('[{"price":3}]', table, undefined)).toThrow(
      'Empty or invalid json',
    );
  });

  it('sets the columns= columns when given, whatever keys the body has', () => {
    const body = parseUpdateBody('{"price":3}', table, ['name', 'price']);
    expect(names(body.columns)).toEqual(['name', 'price']);
    expect(() => parseUpdateBody('{}', table, ['colour'])).toThrow("'colour' column");
  });
});
