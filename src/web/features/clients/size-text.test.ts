import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { sizeText } from './size-text';

describe('sizeText', () => {
  it('writes sizes as people read them', () => {
    const en = wordsIn('en');
    expect(sizeText(900, en)).toBe('900 bytes');
    expect(sizeText(1536, en)).toBe('1.5 KB');
    expect(sizeText(200 * 1024, en)).toBe('200 KB');
    expect(sizeText(52428800, en)).toBe('50 MB');
    expect(sizeText(2.25 * 1024 ** 2, en)).toBe('2.3 MB');
    expect(sizeText(1000 * 1024, en)).toBe('1000 KB');
  });

  it('writes them in the reader’s language, with its decimal sign', () => {
    expect(sizeText(1536, wordsIn('de'))).toBe('1,5 KB');
    expect(sizeText(900, wordsIn('es'))).toBe('900 bytes');
  });
});
