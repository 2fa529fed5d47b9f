import { describe, expect, it } from 'vitest';
import { personLocale } from './follow-person-language';
import { onLanguageShown, preferLanguage, shownLanguage, spaWords } from './spa-language';

// One module state for the whole file: each step builds on the last, as in a running app.
describe('the language the SPA shows', () => {
  it("is the browser's, then the person's own, then the browser's again", async () => {
    await preferLanguage({ accepted: ['de-AT', 'en'] });
    expect(shownLanguage()).toMatchObject({ locale: 'de', formatting: 'de-AT' });
    expect(spaWords().formatMessage({ id: 'language.label' })).toBe('Sprache');

    let changes = 0;
    const stop = onLanguageShown(() => changes++);
    await preferLanguage({ person: 'ar' });
    expect(shownLanguage().locale).toBe('ar');
    expect(spaWords().formatMessage({ id: 'language.label' })).toBe('اللغة');
    await preferLanguage({ person: null });
    expect(shownLanguage().locale).toBe('de');
    expect(changes).toBe(2);
    stop();
  });

  it("is the business's default only for a browser that asks for none of ours", async () => {
    await preferLanguage({ business: 'es' });
    expect(shownLanguage().locale).toBe('de');
    await preferLanguage({ accepted: ['fr-FR'] });
    expect(shownLanguage().locale).toBe('es');
    await preferLanguage({ accepted: ['fr-FR'], business: null });
    expect(shownLanguage().locale).toBe('en');
  });

  it('shows the last of two changes made at once', async () => {
    await Promise.all([preferLanguage({ person: 'ar' }), preferLanguage({ person: 'de' })]);
    expect(shownLanguage().locale).toBe('de');
  });
});

describe('personLocale', () => {
  const session = (metadata: Record<string, unknown>) =>
    ({ user: { user_metadata: metadata } }) as unknown as Parameters<typeof personLocale>[0];

  it('reads one of our languages from the account, and nothing else', () => {
    expect(personLocale(session({ locale: 'es' }))).toBe('es');
    expect(personLocale(session({ locale: 'fr' }))).toBeNull();
    expect(personLocale(session({ locale: ['de'] }))).toBeNull();
    expect(personLocale(session({}))).toBeNull();
    expect(personLocale(null)).toBeNull();
  });
});
