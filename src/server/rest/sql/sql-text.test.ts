import { describe, expect, it } from 'vitest';
import { arrayLiteral, quoteIdentifier, quoteQualified, SqlParameters } from './sql-text.ts';

describe('sql text', () => {
  it('quotes identifiers, doubling embedded quotes', () => {
    expect(quoteIdentifier('users')).toBe('"users"');
    expect(quoteIdentifier('we"ird; drop table x')).toBe('"we""ird; drop table x"');
    expect(quoteQualified('public', 'my table')).toBe('"public"."my table"');
  });

  it('numbers parameters in order', () => {
    const parameters = new SqlParameters();
    expect([parameters.add('a'), parameters.add('b')]).toEqual(['$1', '$2']);
    expect(parameters.values).toEqual(['a', 'b']);
  });

  it('builds array literals that keep commas, quotes and backslashes inside elements', () => {
    expect(arrayLiteral(['a', 'b,c', 'say "hi"', 'back\\slash'])).toBe(
      '{"a","b,c","say \\"hi\\"","back\\\\slash"}',
    );
    expect(arrayLiteral([])).toBe('{}');
  });
});
