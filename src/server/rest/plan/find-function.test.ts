import { describe, expect, it } from 'vitest';
import { RestError } from '../rest-error.ts';
import type { DatabaseFunction, SchemaCache } from '../schema/schema-types.ts';
import { findFunction, type RpcBody } from './find-function.ts';

const fn = (
  name: string,
  parameters: [name: string, type: string, hasDefault?: boolean][],
): DatabaseFunction => ({
  schema: 'test',
  name,
  parameters: parameters.map(([parameter, type, hasDefault = false]) => ({
    name: parameter,
    type,
    hasDefault,
    variadic: false,
  })),
  returnType: 'json',
  returnsSet: false,
  returnsRowsOf: null,
  returnsRecord: false,
  outputs: [],
  returnsVoid: false,
  volatility: 'volatile',
});

const functions = [
  fn('overloaded_same_args', [
    ['arg', 'text'],
    ['num', 'integer', true],
  ]),
  fn('overloaded_same_args', [['arg', 'xml']]),
  fn('overloaded_same_args', [['arg', 'integer']]),
  fn('overloaded', [
    ['a', 'integer'],
    ['b', 'integer'],
    ['c', 'integer'],
  ]),
  fn('overloaded', []),
  fn('unnamed_json_jsonb', [['', 'json']]),
  fn('unnamed_json_jsonb', [['', 'jsonb']]),
  fn('unnamed_text', [['', 'text']]),
  fn('unnamed_or_named', [['', 'json']]),
  fn('unnamed_or_named', [['x', 'integer']]),
  fn('test', [['val', 'text']]),
];
const cache: SchemaCache = {
  schemas: ['test'],
  tables: new Map(),
  relationships: new Map(),
  functions: new Map(
    [...new Set(functions.map((item) => item.name))].map((name) => [
      `test.${name}`,
      functions.filter((item) => item.name === name),
    ]),
  ),
};

const find = (name: string, names: string[], body?: RpcBody) =>
  findFunction(cache, 'test', name, names, body);
const failure = (name: string, names: string[], body?: RpcBody) => {
  try {
    find(name, names, body);
  } catch (error) {
    if (error instanceof RestError) return error.toJSON();
  }
  throw new Error('expected a RestError');
};

describe('findFunction', () => {
  it('lists ambiguous overloads as PostgREST 14 does (PGRST203, fewest parameters first)', () => {
    expect(failure('overloaded_same_args', ['arg'])).toEqual({
      code: 'PGRST203',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      message:
        'Could not choose the best candidate function between: test.overloaded_same_args(arg => integer), test.overloaded_same_args(arg => xml), test.overloaded_same_args(arg => text, num => integer)',
    });
    expect(failure('unnamed_json_jsonb', ['A', 'B'], 'json').message).toBe(
      'Could not choose the best candidate function between: test.unnamed_json_jsonb( => json), test.unnamed_json_jsonb( => jsonb)',
    );
  });

  it('says what it searched for and hints at the closest parameters (PGRST202)', () => {
    expect(failure('overloaded', ['wrong_arg', 'b', 'a'])).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function test.overloaded with parameters a, b, wrong_arg, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function test.overloaded(a, b, c)',
      message: 'Could not find the function test.overloaded(a, b, wrong_arg) in the schema cache',
    });
    expect(failure('overloaded', ['a'], 'json').details).toBe(
      'Searched for the function test.overloaded with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    );
  });

  it('hints at a function of a similar name, or none', () => {
    expect(failure('testt', [])).toMatchObject({
      message: 'Could not find the function test.testt without parameters in the schema cache',
      details:
        'Searched for the function test.testt without parameters, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function test.test',
    });
    expect(failure('nothing_like_it', []).hint).toBeNull();
  });

  it('gives a raw body only to a single unnamed parameter of its type', () => {
    expect(find('unnamed_text', [], 'text')).toMatchObject({ wholeBody: true });
    expect(failure('unnamed_json_jsonb', [], 'text')).toEqual({
      code: 'PGRST202',
      details:
        'Searched for the function test.unnamed_json_jsonb with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function test.unnamed_json_jsonb in the schema cache',
    });
    expect(failure('overloaded', [], 'xml').code).toBe('PGRST202');
  });

  it('prefers named parameters over the whole-body fallback', () => {
    const named = find('unnamed_or_named', ['x'], 'json');
    expect(named.wholeBody).toBe(false);
    expect(named.fn.parameters[0]?.name).toBe('x');
    expect(find('unnamed_or_named', ['y'], 'json').wholeBody).toBe(true);
    expect(failure('unnamed_or_named', ['y']).code).toBe('PGRST202');
  });
});
