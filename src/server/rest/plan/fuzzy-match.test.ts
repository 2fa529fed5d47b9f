import { describe, expect, it } from 'vitest';
import { closestMatch } from './fuzzy-match.ts';

// The cases of PostgREST's own doctests for its function hints.
describe('closestMatch', () => {
  it('finds a function name one typo away, at the 0.75 bar', () => {
    expect(closestMatch('testt', ['test', 'another'], 0.75)).toBe('test');
    expect(closestMatch('other', ['test', 'another'], 0.75)).toBeUndefined();
    expect(closestMatch('noclosealternative', ['test', 'another'], 0.75)).toBeUndefined();
  });

  it('finds the closest parameter list at the 0.33 bar', () => {
    const lists = ['(name, param, val)', '(attr, id)'];
    expect(closestMatch('(nam, pqaram, vall)', lists, 0.33)).toBe('(name, param, val)');
    expect(closestMatch('(param, val)', lists, 0.33)).toBe('(name, param, val)');
    expect(closestMatch('(attrs, id)', lists, 0.33)).toBe('(attr, id)');
    expect(closestMatch('(id)', lists, 0.33)).toBe('(attr, id)');
    expect(closestMatch('(noclosealternative)', lists, 0.33)).toBeUndefined();
  });

  it('prefers an exact match, whatever the case', () => {
    expect(closestMatch('Users', ['users', 'user'], 0.75)).toBe('users');
  });
});
