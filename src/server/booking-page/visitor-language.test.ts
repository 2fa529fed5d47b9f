import { describe, expect, it } from 'vitest';
import { htmlElement, visitorLanguage } from './visitor-language.ts';

describe('visitorLanguage', () => {
  it("speaks the visitor's first language of the four, in their variant of it", () => {
    const german = visitorLanguage('fr-CH, de-AT;q=0.8, en;q=0.5', 'es');
    expect(german.locale).toBe('de');
    expect(german.words.locale).toBe('de-AT');
    expect(german.words.formatMessage({ id: 'booking-page.signIn' })).toBe('Anmelden');
  });

  it("falls back to the business's language, then English", () => {
    expect(visitorLanguage('fr', 'es').locale).toBe('es');
    expect(visitorLanguage(undefined, 'ar').locale).toBe('ar');
    expect(visitorLanguage('fr', null).locale).toBe('en');
  });

  it('opens the page with its language and direction', () => {
    expect(htmlElement(visitorLanguage('ar-EG', null))).toBe('<html lang="ar-EG" dir="rtl">');
    expect(htmlElement(visitorLanguage('en-GB', null))).toBe('<html lang="en-GB" dir="ltr">');
  });
});
