import { describe, expect, it } from 'vitest';
import type { SelectItem } from '../query-ast.ts';
import { parseSelect } from './parse-select.ts';
import { assertOnlyRestErrors } from './test-support/only-rest-errors.ts';
import { parseFailure } from './test-support/parse-failure.ts';

const column = (name: string, extra: Partial<Extract<SelectItem, { kind: 'field' }>> = {}) => ({
  kind: 'field',
  field: { name, jsonPath: [] },
  ...extra,
});
const star = { kind: 'star' };
const embed = (name: string, items: unknown[], extra: object = {}) => ({
  kind: 'embed',
  name,
  spread: false,
  items,
  ...extra,
});

describe('parseSelect', () => {
  it.each<[string, unknown[]]>([
    ['*', [star]],
    ['id,name', [column('id'), column('name')]],
    ['', []],
    ['first name,"last,name"', [column('first name'), column('last,name')]],
    [' id , name ', [column('id'), column('name')]],
    ['full_name:name', [column('name', { alias: 'full_name' })]],
    ['"my alias":"my col"', [column('my col', { alias: 'my alias' })]],
    ['id::text', [column('id', { cast: 'text' })]],
    ['price::double precision', [column('price', { cast: 'double precision' })]],
    [
      'alias:data->foo->>bar::int',
      [
        {
          kind: 'field',
          field: {
            name: 'data',
            jsonPath: [
              { arrow: '->', key: 'foo' },
              { arrow: '->>', key: 'bar' },
            ],
          },
          alias: 'alias',
          cast: 'int',
        },
      ],
    ],
    [
      'data->0,data->-1,data->"a,b"',
      [
        { kind: 'field', field: { name: 'data', jsonPath: [{ arrow: '->', key: 0 }] } },
        { kind: 'field', field: { name: 'data', jsonPath: [{ arrow: '->', key: -1 }] } },
        { kind: 'field', field: { name: 'data', jsonPath: [{ arrow: '->', key: 'a,b' }] } },
      ],
    ],
    ['amount.sum()', [column('amount', { aggregate: 'sum' })]],
    [
      'total:amount::numeric.avg()::int',
      [
        column('amount', {
          alias: 'total',
          cast: 'numeric',
          aggregate: 'avg',
          aggregateCast: 'int',
        }),
      ],
    ],
    [
      'id.count(),id.max(),id.min()',
      [
        column('id', { aggregate: 'count' }),
        column('id', { aggregate: 'max' }),
        column('id', { aggregate: 'min' }),
      ],
    ],
    ['count()', [{ kind: 'count' }]],
    ['total:count()::int', [{ kind: 'count', alias: 'total', cast: 'int' }]],
    ['count', [column('count')]],
    ['messages(*)', [embed('messages', [star])]],
    ['messages()', [embed('messages', [])]],
    ['author:users(name)', [embed('users', [column('name')], { alias: 'author' })]],
    ['users!author_id(name)', [embed('users', [column('name')], { hint: 'author_id' })]],
    ['users!inner(*)', [embed('users', [star], { joinType: 'inner' })]],
    ['users!left(*)', [embed('users', [star], { joinType: 'left' })]],
    ['users!fk!inner(*)', [embed('users', [star], { hint: 'fk', joinType: 'inner' })]],
    ['users!inner!fk(*)', [embed('users', [star], { hint: 'fk', joinType: 'inner' })]],
    ['users!"my fk"(*)', [embed('users', [star], { hint: 'my fk' })]],
    ['users(count)', [embed('users', [column('count')])]],
    ['users(count())', [embed('users', [{ kind: 'count' }])]],
    [
      '*,messages(*,channels(*,users(id)))',
      [star, embed('messages', [star, embed('channels', [star, embed('users', [column('id')])])])],
    ],
    ['...users(name)', [embed('users', [column('name')], { spread: true })]],
    [
      '...users!fk!inner(name)',
      [embed('users', [column('name')], { spread: true, hint: 'fk', joinType: 'inner' })],
    ],
    [
      '...users!left!fk(name)',
      [embed('users', [column('name')], { spread: true, hint: 'fk', joinType: 'left' })],
    ],
    [
      'id,...profile(bio,...avatar(url))',
      [
        column('id'),
        embed('profile', [column('bio'), embed('avatar', [column('url')], { spread: true })], {
          spread: true,
        }),
      ],
    ],
    [
      'username,messages(id,message::text),alias:channels!inner(slug)',
      [
        column('username'),
        embed('messages', [column('id'), column('message', { cast: 'text' })]),
        embed('channels', [column('slug')], { alias: 'alias', joinType: 'inner' }),
      ],
    ],
  ])('parses %j', (text, items) => {
    expect(parseSelect(text)).toEqual(items);
  });

  it.each([
    ['id,clients(name[])', 16, 'unexpected "[" expecting ",", ")" or end of input'],
    ['name!hint', 10, 'unexpected end of input expecting "("'],
    ['*!hint', 2, 'unexpected "!" expecting ",", ")" or end of input'],
    ['name::', 7, 'unexpected end of input expecting type name (letters, digits, _, $ or spaces)'],
    ['id,', 4, 'unexpected end of input expecting field name (* or [a..z0..9_$])'],
    ['rel(id', 7, 'unexpected end of input expecting ")"'],
    ['id)', 3, 'unexpected ")" expecting "," or end of input'],
    ['count(id)', 6, 'unexpected "(" expecting "()"'],
    ['id.total()', 4, 'unexpected "t" expecting aggregate (sum(), avg(), count(), max() or min())'],
    ['id.sum', 4, 'unexpected "s" expecting aggregate (sum(), avg(), count(), max() or min())'],
    ['alias:...rel(*)', 7, 'unexpected "." expecting field name (* or [a..z0..9_$])'],
    ['rel->path(*)', 10, 'unexpected "(" expecting ",", ")" or end of input'],
    ['rel!a!b(*)', 7, 'unexpected "b" expecting "(" (only one hint per embed)'],
    ['rel!inner!left(*)', 11, 'unexpected "l" expecting "(" (only one join type per embed)'],
    [
      'data->>-78xy',
      11,
      'unexpected "x" expecting digit, "->", "::", ".", ",", ")" or end of input',
    ],
  ])('rejects %j at column %i', (text, column, details) => {
    expect(() => parseSelect(text)).toThrow(
      parseFailure('select parameter', text, column, details),
    );
  });

  it('returns items or throws a RestError for any text', () => {
    assertOnlyRestErrors(parseSelect, 'a * : :: . sum() count() ( ) ! inner ... -> ->> -1');
  });
});
