import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefixQuery } from './search-terms';

describe('prefixQuery', () => {
  it('makes every word a prefix that must match', () => {
    expect(prefixQuery('Chris')).toBe("'chris':*");
    expect(prefixQuery('  chris   CLI ')).toBe("'chris':* & 'cli':*");
    expect(prefixQuery('client@demo.test')).toBe("'client@demo.test':*");
    expect(prefixQuery('+44 7700')).toBe("'44':* & '7700':*");
  });

  it('gives null when nothing searchable was typed', () => {
    expect(prefixQuery('')).toBeNull();
    expect(prefixQuery("  ' & | ! ( ) : * ")).toBeNull();
  });

  it('never lets tsquery syntax through, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const query = prefixQuery(text);
        if (query === null) return;
        for (const term of query.split(' & ')) {
          expect(term).toMatch(/^'[^'\s&|!():*\\]+':\*$/u);
        }
      }),
    );
  });
});
