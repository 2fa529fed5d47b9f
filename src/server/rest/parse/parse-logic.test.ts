import { describe, expect, it } from 'vitest';
import type { Filter, LogicTree, Operation } from '../query-ast.ts';
import { parseLogicTree } from './parse-logic.ts';
import { assertOnlyRestErrors } from './test-support/only-rest-errors.ts';
import { parseFailure } from './test-support/parse-failure.ts';

const filter = (name: string, operation: Operation, negated = false): Filter => ({
  field: { name, jsonPath: [] },
  negated,
  operation,
});
const eq = (name: string, value: string, negated = false) =>
  filter(name, { operator: 'eq', value }, negated);
const tree = (
  operator: 'and' | 'or',
  conditions: LogicTree['conditions'],
  negated = false,
): LogicTree => ({
  operator,
  negated,
  conditions,
});

describe('parseLogicTree', () => {
  it.each<[string, LogicTree['conditions']]>([
    ['(a.eq.1,b.eq.2)', [eq('a', '1'), eq('b', '2')]],
    ['(a.eq.1)', [eq('a', '1')]],
    [' ( a.eq.1 , b.eq.2 ) ', [eq('a', '1 '), eq('b', '2 ')]],
    ['(id.eq.1,name.eq.a.b)', [eq('id', '1'), eq('name', 'a.b')]],
    ['(a.eq."x,y)",b.eq."say \\"hi\\"")', [eq('a', 'x,y)'), eq('b', 'say "hi"')]],
    ['(a.eq."x"y,b.eq.2)', [eq('a', '"x"y'), eq('b', '2')]],
    ['(a.eq.)', [eq('a', '')]],
    ['(a.not.eq.1)', [eq('a', '1', true)]],
    ['(not.a.eq.1)', [eq('a', '1', true)]],
    ['(not.eq.1)', [eq('not', '1')]],
    ['(and.eq.1,or.eq.2)', [eq('and', '1'), eq('or', '2')]],
    [
      '(tags.cs.{a,b},tags.cd.{c})',
      [
        filter('tags', { operator: 'cs', value: '{a,b}' }),
        filter('tags', { operator: 'cd', value: '{c}' }),
      ],
    ],
    [
      '(a.in.(1,2),b.in.("x,y",z))',
      [
        filter('a', { operator: 'in', values: ['1', '2'] }),
        filter('b', { operator: 'in', values: ['x,y', 'z'] }),
      ],
    ],
    ['(a.in.())', [filter('a', { operator: 'in', values: [] })]],
    [
      '(a.is.NULL,b.not.is.null)',
      [
        filter('a', { operator: 'is', value: 'null' }),
        filter('b', { operator: 'is', value: 'null' }, true),
      ],
    ],
    [
      '(a.like(any).{x*,"y,z"})',
      [filter('a', { operator: 'like', quantifier: 'any', values: ['x*', 'y,z'] })],
    ],
    [
      '(body.wfts(english).the cat,title.fts.dog)',
      [
        filter('body', { operator: 'wfts', language: 'english', value: 'the cat' }),
        filter('title', { operator: 'fts', value: 'dog' }),
      ],
    ],
    ['(range.adj."[1,2)")', [filter('range', { operator: 'adj', value: '[1,2)' })]],
    [
      '(data->>name.eq.x,data->0.eq.1)',
      [
        {
          field: { name: 'data', jsonPath: [{ arrow: '->>', key: 'name' }] },
          negated: false,
          operation: { operator: 'eq', value: 'x' },
        },
        {
          field: { name: 'data', jsonPath: [{ arrow: '->', key: 0 }] },
          negated: false,
          operation: { operator: 'eq', value: '1' },
        },
      ],
    ],
    ['("my col".eq.1)', [eq('my col', '1')]],
    ['(messages.is.null)', [filter('messages', { operator: 'is', value: 'null' })]],
    [
      '(a.eq.1,and(b.gt.2,c.lt.3))',
      [
        eq('a', '1'),
        tree('and', [
          filter('b', { operator: 'gt', value: '2' }),
          filter('c', { operator: 'lt', value: '3' }),
        ]),
      ],
    ],
    [
      '(a.eq.1,and(b.eq.2,or(c.eq.3,not.and(d.eq.4,e.eq.5))))',
      [
        eq('a', '1'),
        tree('and', [
          eq('b', '2'),
          tree('or', [eq('c', '3'), tree('and', [eq('d', '4'), eq('e', '5')], true)]),
        ]),
      ],
    ],
    ['(not.or(a.eq.1,b.eq.2))', [tree('or', [eq('a', '1'), eq('b', '2')], true)]],
  ])('parses %j', (text, conditions) => {
    expect(parseLogicTree('or', false, text)).toEqual({
      operator: 'or',
      negated: false,
      conditions,
    });
  });

  it('keeps the operator and negation the key gave', () => {
    expect(parseLogicTree('and', true, '(a.eq.1)')).toEqual(tree('and', [eq('a', '1')], true));
  });

  it.each([
    ['()', 2, 'unexpected ")" expecting field name (* or [a..z0..9_$])'],
    ['a.eq.1', 1, 'unexpected "a" expecting "("'],
    ['(a.eq.1', 8, 'unexpected end of input expecting "," or ")"'],
    ['(a.eq.1))', 9, 'unexpected ")" expecting end of input'],
    ['(id.in.1,2,id.eq.3)', 8, 'unexpected "1" expecting "("'],
    ['(a.eq.1,b)', 10, 'unexpected ")" expecting "."'],
    ['(a.foo.1)', 4, 'unexpected "f" expecting "not" or operator (eq, gt, ...)'],
    ['(a.is.maybe)', 7, 'unexpected "m" expecting null, not_null, true, false or unknown'],
    ['(a.in.(1)x)', 10, 'unexpected "x" expecting "," or ")"'],
    ['(a.cs.{1}x)', 10, 'unexpected "x" expecting "," or ")"'],
    ['(and(a.eq.1,b.eq.2)', 20, 'unexpected end of input expecting "," or ")"'],
    ['(ord(a.eq.1))', 5, 'unexpected "(" expecting "."'],
    ['(a.eq.1,not.xor(b.eq.2))', 16, 'unexpected "(" expecting "."'],
    ['(and())', 6, 'unexpected ")" expecting field name (* or [a..z0..9_$])'],
  ])('rejects %j at column %i', (text, column, details) => {
    expect(() => parseLogicTree('or', false, text)).toThrow(
      parseFailure('logic tree', text, column, details),
    );
  });

  it('returns a tree or throws a RestError for any text', () => {
    assertOnlyRestErrors(
      (text) => parseLogicTree('or', false, text),
      '( ) a . eq not. and( or( in. is. null { }',
    );
  });
});
