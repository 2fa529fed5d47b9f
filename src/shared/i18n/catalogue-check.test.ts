import { describe, expect, it } from 'vitest';
import { catalogueProblems, placeholdersOf, unknownPluralForms } from './catalogue-check.ts';

describe('placeholdersOf', () => {
  it('finds arguments and tags, also inside plural and select forms', () => {
    expect(placeholdersOf('Next: <strong>{time}</strong>', 'en')).toEqual(['<strong>', '{time}']);
    expect(
      placeholdersOf('{count, plural, one {# left with {staff}} other {# left}}', 'en'),
    ).toEqual(['{count}', '{staff}']);
    expect(placeholdersOf('No placeholders.', 'en')).toEqual([]);
  });
});

describe('unknownPluralForms', () => {
  it('names the forms the language never chooses, and accepts exact numbers', () => {
    expect(unknownPluralForms('{n, plural, =0 {none} one {#} few {#} other {#}}', 'de')).toEqual([
      'few',
    ]);
    expect(unknownPluralForms('{n, plural, zero {} two {} few {} many {} other {}}', 'ar')).toEqual(
      [],
    );
  });
});

describe('catalogueProblems', () => {
  const english = { hello: 'Hello {name}', left: '{count, plural, one {# left} other {# left}}' };

  it('has none for a translation with the same keys and placeholders', () => {
    expect(
      catalogueProblems(
        english,
        { hello: 'Hallo {name}', left: '{count, plural, one {# frei} other {# frei}}' },
        'de',
      ),
    ).toEqual([]);
  });

  it('names missing keys, keys English lacks, changed placeholders and broken messages', () => {
    expect(catalogueProblems(english, { hello: 'Hallo {nom}', bye: 'Tschüss' }, 'de')).toEqual([
      '"left" is missing',
      '"hello" has {nom}, English {name}',
      '"bye" is not in English',
    ]);
    expect(catalogueProblems(english, { ...english, hello: 'Hola {name' }, 'es')).toEqual([
      expect.stringMatching(/^"hello" cannot be read: /),
    ]);
    expect(
      catalogueProblems(english, { ...english, left: '{count, plural, few {#} other {#}}' }, 'es'),
    ).toEqual(['"left" has plural forms es never uses: few']);
  });
});
