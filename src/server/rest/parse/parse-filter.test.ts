import { describe, expect, it } from 'vitest';
import { parseFilterOrArgument, parseFilterValue } from './parse-filter.ts';
import { assertOnlyRestErrors } from './test-support/only-rest-errors.ts';
import { parseFailure } from './test-support/parse-failure.ts';

describe('parseFilterValue', () => {
  it.each('eq neq gt gte lt lte like ilike match imatch isdistinct'.split(' '))(
    'reads %s with its value unparsed',
    (operator) => {
      expect(parseFilterValue(`${operator}.a.b,c(d)"e"`)).toEqual({
        negated: false,
        operation: { operator, value: 'a.b,c(d)"e"' },
      });
    },
  );

  it.each([
    ['cs.{a,b}', 'cs', '{a,b}'],
    ['cs.{"a":1}', 'cs', '{"a":1}'],
    ['cd.{1,2,3}', 'cd', '{1,2,3}'],
    ['ov.{a,b}', 'ov', '{a,b}'],
    ['ov.[1,10]', 'ov', '[1,10]'],
    ['sl.(1,10)', 'sl', '(1,10)'],
    ['sr.[1,2)', 'sr', '[1,2)'],
    ['nxr.(1,10]', 'nxr', '(1,10]'],
    ['nxl.[1,10)', 'nxl', '[1,10)'],
    ['adj.[2000-01-01 00:00,2000-01-01 01:00)', 'adj', '[2000-01-01 00:00,2000-01-01 01:00)'],
    ['eq.', 'eq', ''],
    ['like.*smith*', 'like', '*smith*'],
    ['ilike.%25 a b', 'ilike', '%25 a b'],
    ['match.^(a|b)$', 'match', '^(a|b)$'],
    ['neq.not.a', 'neq', 'not.a'],
  ])('reads %j', (text, operator, value) => {
    expect(parseFilterValue(text)).toEqual({ negated: false, operation: { operator, value } });
  });

  it.each([
    ['like(all).{p1,p2}', 'like', 'all', ['p1', 'p2']],
    ['ilike(any).{*a*,b%}', 'ilike', 'any', ['*a*', 'b%']],
    ['eq(any).{1,2,3}', 'eq', 'any', ['1', '2', '3']],
    ['gt(all).{}', 'gt', 'all', []],
    ['gte(any).{ a , b }', 'gte', 'any', ['a', 'b']],
    ['lt(any).{"a,b","c\\"d",e\\,f}', 'lt', 'any', ['a,b', 'c"d', 'e,f']],
    ['lte(all).{" spaced "}', 'lte', 'all', [' spaced ']],
    ['match(any).{^a,b$}', 'match', 'any', ['^a', 'b$']],
    ['imatch(all).{x}', 'imatch', 'all', ['x']],
  ])('reads the quantified %j', (text, operator, quantifier, values) => {
    expect(parseFilterValue(text)).toEqual({
      negated: false,
      operation: { operator, quantifier, values },
    });
  });

  it.each([
    ['in.(1,2,3)', ['1', '2', '3']],
    ['in.(a,"b,c","d(e)")', ['a', 'b,c', 'd(e)']],
    ['in.("say \\"hi\\"","back\\\\slash")', ['say "hi"', 'back\\slash']],
    ['in.()', []],
    ['in.("")', ['']],
    ['in.(,)', ['', '']],
    ['in.( a, b )', ['a', ' b ']],
    ['in.("a"b,c)', ['"a"b', 'c']],
    ['in.("open,c)', ['"open', 'c']],
    ['in.(a.b,c d)', ['a.b', 'c d']],
  ])('reads the list %j', (text, values) => {
    expect(parseFilterValue(text)).toEqual({
      negated: false,
      operation: { operator: 'in', values },
    });
  });

  it.each([
    ['is.null', 'null'],
    ['is.NULL', 'null'],
    ['is.not_null', 'not_null'],
    ['is.Not_Null', 'not_null'],
    ['is.true', 'true'],
    ['is.TRUE', 'true'],
    ['is.false', 'false'],
    ['is.unknown', 'unknown'],
    ['is.Unknown', 'unknown'],
  ])('reads %j', (text, value) => {
    expect(parseFilterValue(text)).toEqual({
      negated: false,
      operation: { operator: 'is', value },
    });
  });

  it.each([
    ['fts.cat', 'fts', undefined, 'cat'],
    ['plfts.fat cats', 'plfts', undefined, 'fat cats'],
    ['phfts(english).the fat cats', 'phfts', 'english', 'the fat cats'],
    ['wfts(english).the cat', 'wfts', 'english', 'the cat'],
    ['fts(simple).a.b', 'fts', 'simple', 'a.b'],
  ])('reads the full-text %j', (text, operator, language, value) => {
    const operation = language === undefined ? { operator, value } : { operator, language, value };
    expect(parseFilterValue(text)).toEqual({ negated: false, operation });
  });

  it.each([
    ['not.eq.1', { operator: 'eq', value: '1' }],
    ['not.is.null', { operator: 'is', value: 'null' }],
    ['not.in.(1,2)', { operator: 'in', values: ['1', '2'] }],
    ['not.like(all).{a*,b*}', { operator: 'like', quantifier: 'all', values: ['a*', 'b*'] }],
    ['not.wfts(english).cat', { operator: 'wfts', language: 'english', value: 'cat' }],
    ['not.cs.{a}', { operator: 'cs', value: '{a}' }],
  ])('reads the negated %j', (text, operation) => {
    expect(parseFilterValue(text)).toEqual({ negated: true, operation });
  });

  it.each([
    ['val', 1, 'unexpected "v" expecting "not" or operator (eq, gt, ...)'],
    ['noop.0', 1, 'unexpected "n" expecting "not" or operator (eq, gt, ...)'],
    ['', 1, 'unexpected end of input expecting "not" or operator (eq, gt, ...)'],
    ['eq', 1, 'unexpected "e" expecting "not" or operator (eq, gt, ...)'],
    ['EQ.1', 1, 'unexpected "E" expecting "not" or operator (eq, gt, ...)'],
    ['eq(some).{1}', 1, 'unexpected "e" expecting "not" or operator (eq, gt, ...)'],
    ['neq(any).{1}', 1, 'unexpected "n" expecting "not" or operator (eq, gt, ...)'],
    ['fts(english.cat', 1, 'unexpected "f" expecting "not" or operator (eq, gt, ...)'],
    ['not.val', 5, 'unexpected "v" expecting operator (eq, gt, ...)'],
    ['not.not.eq.1', 5, 'unexpected "n" expecting operator (eq, gt, ...)'],
    ['in.1,2', 4, 'unexpected "1" expecting "("'],
    ['in.(1,2', 8, 'unexpected end of input expecting ")"'],
    ['in.(1,2)x', 9, 'unexpected "x" expecting end of input'],
    ['is.maybe', 4, 'unexpected "m" expecting null, not_null, true, false or unknown'],
    ['is.nullx', 4, 'unexpected "n" expecting null, not_null, true, false or unknown'],
    ['is.null ', 8, 'unexpected " " expecting end of input'],
    ['eq(any).1', 9, 'unexpected "1" expecting "{"'],
    ['eq(any).{1', 11, 'unexpected end of input expecting "}"'],
    ['eq(any).{1}x', 12, 'unexpected "x" expecting end of input'],
    [
      'eq(any).{{1},{2}}',
      10,
      'unexpected "{" expecting array element (nested arrays are not supported)',
    ],
    ['eq(any).{1,}', 12, 'unexpected "}" expecting array element'],
    [
      'eq(any).{a"b}',
      11,
      'unexpected "\\"" expecting array element (nested arrays are not supported)',
    ],
  ])('rejects %j at column %i', (text, column, details) => {
    expect(() => parseFilterValue(text)).toThrow(parseFailure('filter', text, column, details));
  });

  it('returns a filter or throws a RestError for any text', () => {
    assertOnlyRestErrors(
      parseFilterValue,
      'not. eq in is like fts cs . (any) (all) ( ) { } null a',
    );
  });
});

describe('parseFilterOrArgument', () => {
  it.each(['1', 'hello world', 'eq', 'isabel', 'eq(some).x', 'fts(english.cat', '{1,2}', ''])(
    'leaves %j to be a function argument',
    (text) => {
      expect(parseFilterOrArgument(text)).toBeUndefined();
    },
  );

  it('reads a value with an operator as a filter', () => {
    expect(parseFilterOrArgument('gt.5')).toEqual({
      negated: false,
      operation: { operator: 'gt', value: '5' },
    });
  });

  it.each(['not.x', 'in.x', 'is.maybe'])('rejects %j, which starts like a filter', (text) => {
    expect(() => parseFilterOrArgument(text)).toThrow(
      expect.objectContaining({ code: 'PGRST100' }),
    );
  });

  it('returns a filter, undefined or throws a RestError for any text', () => {
    assertOnlyRestErrors(parseFilterOrArgument, 'not. eq in is . ( ) { } a');
  });
});
