import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { dotted } from './dotted';

describe('dotted', () => {
  it('puts the given details side by side, the empty ones left out', () => {
    const en = wordsIn('en');
    expect(dotted(['Ana', null, 'Studio 2', '', 'session cancelled'], en)).toBe(
      'Ana · Studio 2 · session cancelled',
    );
    expect(dotted(['Ana'], en)).toBe('Ana');
    expect(dotted([undefined, ''], en)).toBe('');
  });
});
