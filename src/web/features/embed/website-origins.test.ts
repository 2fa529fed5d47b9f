import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { readWebsiteOrigins } from './website-origins';

const en = wordsIn('en');

describe('readWebsiteOrigins', () => {
  it('keeps the origin of each address, https when none is said, each once', () => {
    expect(
      readWebsiteOrigins(
        'https://Fjord.example/book?x=1\nfjord.example, http://localhost:8080/ \n www.fjord.example',
        en,
      ),
    ).toEqual({
      origins: ['https://fjord.example', 'http://localhost:8080', 'https://www.fjord.example'],
    });
  });

  it('reads nothing as no websites', () => {
    expect(readWebsiteOrigins('  \n ', en)).toEqual({ origins: [] });
  });

  it('refuses what is not a website, naming it', () => {
    expect(readWebsiteOrigins('ftp://fjord.example', en)).toEqual({
      error: '“ftp://fjord.example” is not a website address, like https://example.com.',
    });
    for (const entry of [
      'javascript:alert(1)',
      'https://user@fjord.example',
      'https://fjord_x.example',
      'http://',
    ]) {
      expect(readWebsiteOrigins(entry, en)).toHaveProperty('error');
    }
  });

  it('takes at most five', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}.example`).join(',');
    expect(readWebsiteOrigins(six, en)).toEqual({ error: 'Name at most 5 websites.' });
    expect(readWebsiteOrigins(six, wordsIn('es'))).toEqual({
      error: 'Indica como máximo 5 sitios web.',
    });
  });
});
