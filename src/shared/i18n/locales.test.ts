import { describe, expect, it } from 'vitest';
import { isLocale, localeName, locales, textDirection } from './locales.ts';

describe('locales', () => {
  it('are English, German, Spanish and Arabic, and nothing else', () => {
    expect(locales).toEqual(['en', 'de', 'es', 'ar']);
    expect(isLocale('de')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale('de-AT')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(locales.map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'rtl']);
  });

  it('names each language in itself, with a capital where the script has one', () => {
    expect(locales.map(localeName)).toEqual(['English', 'Deutsch', 'Español', 'العربية']);
  });
});
