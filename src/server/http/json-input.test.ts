import { describe, expect, it } from 'vitest';
import { JsonInputError, jsonInputProblem, maxJsonDepth, parseJsonInput } from './json-input.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('parseJsonInput', () => {
  it('takes ordinary JSON as JSON.parse does', () => {
    expect(parseJsonInput('{"a":[1,{"b":"c"}],"d":null}')).toEqual({ a: [1, { b: 'c' }], d: null });
    expect(parseJsonInput(nested(maxJsonDepth))).toBeInstanceOf(Array);
  });

  it('refuses bad syntax, deep nesting and NUL characters with a reason', () => {
    expect(() => parseJsonInput('{"a":')).toThrow(JsonInputError);
    expect(() => parseJsonInput(nested(maxJsonDepth + 1))).toThrow(/nested more than 100/);
    expect(() => parseJsonInput(`{"a":${nested(10_000)}}`)).toThrow(/nested more than/);
    expect(() => parseJsonInput('{"email":"a\\u0000@b.c"}')).toThrow(/NUL/);
    expect(() => parseJsonInput('{"a\\u0000":1}')).toThrow(/NUL/);
  });

  it('checks values that did not come from text alike', () => {
    expect(jsonInputProblem({ list: ['x', { y: 'z\u0000' }] })).toMatch(/NUL/);
    expect(jsonInputProblem('plain')).toBeUndefined();
  });
});
