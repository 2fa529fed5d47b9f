import { describe, expect, it } from 'vitest';
import { visitorLocale } from './visitor-locale.ts';

describe('visitorLocale', () => {
  it("takes the visitor's first language", () => {
    expect(visitorLocale('en-GB,en;q=0.9')).toBe('en-GB');
    expect(visitorLocale('de;q=0.8')).toBe('de');
  });

  it('leaves the default for no header, any language, and what is no language tag', () => {
    expect(visitorLocale(undefined)).toBeUndefined();
    expect(visitorLocale('')).toBeUndefined();
    expect(visitorLocale('*')).toBeUndefined();
    expect(visitorLocale('not a tag!')).toBeUndefined();
  });
});
