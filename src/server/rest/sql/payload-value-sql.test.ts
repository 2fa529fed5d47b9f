import { describe, expect, it } from 'vitest';
import type { Column } from '../schema/schema-types.ts';
import { payloadValueSql } from './payload-value-sql.ts';
import { SqlParameters } from './sql-text.ts';

const names = { row: 'pgrst_row', record: 'pgrst_body' };
const state: Column = {
  name: 'state',
  type: 'text',
  nullable: false,
  defaultExpression: "'open'::text",
};

describe('payloadValueSql', () => {
  it("takes the row's value unless missing=default asks for the default", () => {
    const parameters = new SqlParameters();
    expect(payloadValueSql(state, false, names, parameters)).toBe('pgrst_body."state"');
    expect(parameters.values).toEqual([]);
  });

  it('falls back to the default only when the key is absent, the key bound as a value', () => {
    const parameters = new SqlParameters();
    expect(payloadValueSql(state, true, names, parameters)).toBe(
      `CASE WHEN pgrst_row ? $1 THEN pgrst_body."state" ELSE 'open'::text END`,
    );
    expect(parameters.values).toEqual(['state']);
  });

  it('leaves columns without a default as they are (absent keys give NULL)', () => {
    const note: Column = { ...state, name: 'note', defaultExpression: null };
    expect(payloadValueSql(note, true, names, new SqlParameters())).toBe('pgrst_body."note"');
  });
});
