import { describe, expect, it } from 'vitest';
import {
  JsonInputError,
  jsonInputOrNone,
  jsonInputProblem,
  maxJsonDepth,
  parseJsonInput,
} from './json-input.ts';

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

  it('refuses the key __proto__ at any depth, and takes constructor and prototype as data', () => {
    for (const text of ['{"__proto__":{"p":1}}', '{"a":[{"b":{"__proto__":null}}]}']) {
      expect(() => parseJsonInput(text)).toThrow('JSON must not use the key __proto__');
    }
    expect(parseJsonInput('{"constructor":{"prototype":1}}')).toEqual({
      constructor: { prototype: 1 },
    });
  });

  it('checks values that did not come from text alike', () => {
    expect(jsonInputProblem({ list: ['x', { y: 'z\u0000' }] })).toMatch(/NUL/);
    expect(jsonInputProblem('plain')).toBeUndefined();
  });
});

describe('jsonInputOrNone', () => {
  it('reads JSON, and anything refused above as no body', () => {
    expect(jsonInputOrNone('{"a":1}')).toEqual({ a: 1 });
    for (const text of ['', '{', nested(maxJsonDepth + 1), '{"__proto__":{}}', '"\\u0000"']) {
      expect(jsonInputOrNone(text)).toBeUndefined();
    }
  });
});
