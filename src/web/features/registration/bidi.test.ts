import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { isolate } from './bidi';

describe('isolate', () => {
  it("isolates a business's text in a right-to-left language only", () => {
    expect(isolate('30 minutes', wordsIn('ar'))).toBe('\u206830 minutes\u2069');
    expect(isolate('30 minutes', wordsIn('ar', 'ar-EG'))).toBe('\u206830 minutes\u2069');
    expect(isolate('30 minutes', wordsIn('en', 'en-GB'))).toBe('30 minutes');
    expect(isolate('30 Minuten', wordsIn('de'))).toBe('30 Minuten');
  });
});
