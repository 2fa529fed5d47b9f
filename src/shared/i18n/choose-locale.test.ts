import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLocale, formattingLocale } from './choose-locale.ts';

describe('acceptedLanguages', () => {
  it('orders the tags by their q-values, keeping the order of equal ones', () => {
    expect(acceptedLanguages('fr;q=0.5, ar;q=0.9, en-GB, de')).toEqual(['en-GB', 'de', 'ar', 'fr']);
    expect(acceptedLanguages('es-MX,es;q=0.9,en;q=0.8')).toEqual(['es-MX', 'es', 'en']);
  });

  it('writes tags canonically, and leaves out refusals, the wildcard and what is no tag', () => {
    expect(acceptedLanguages('EN-gb')).toEqual(['en-GB']);
    expect(acceptedLanguages('de;q=0, *;q=0.5, not a tag!, es;q=2, ar;q=0.1')).toEqual(['ar']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('reads only the first entries of an endless header', () => {
    const header = [...Array.from({ length: 40 }, () => 'fr;q=0.5'), 'de'].join(',');
    expect(acceptedLanguages(header)).not.toContain('de');
  });
});

describe('chooseLocale', () => {
  const accepted = acceptedLanguages('fr-CH, fr;q=0.9, de-AT;q=0.8, en;q=0.7');

  it("takes the person's own choice first", () => {
    expect(chooseLocale({ person: 'ar', accepted, business: 'es' })).toBe('ar');
  });

  it('then the first browser language the product speaks, by its language alone', () => {
    expect(chooseLocale({ person: null, accepted, business: 'es' })).toBe('de');
    expect(chooseLocale({ accepted: ['ar-EG'], business: 'es' })).toBe('ar');
  });

  it("then the business's default, then English", () => {
    expect(chooseLocale({ accepted: ['fr', 'it'], business: 'es' })).toBe('es');
    expect(chooseLocale({ accepted: ['fr'], business: null })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });

  it('passes over a choice the product does not speak', () => {
    expect(chooseLocale({ person: 'fr', business: 'xx' })).toBe('en');
  });
});

describe('formattingLocale', () => {
  it("keeps the visitor's own variant of the chosen language for dates and numbers", () => {
    expect(formattingLocale('en', ['fr', 'en-GB', 'en'])).toBe('en-GB');
    expect(formattingLocale('de', ['de-CH'])).toBe('de-CH');
  });

  it('is the language itself when the visitor named none of its variants', () => {
    expect(formattingLocale('es', ['fr'])).toBe('es');
    expect(formattingLocale('ar')).toBe('ar');
  });
});
