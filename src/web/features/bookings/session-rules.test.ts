import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { sessionRules } from './session-rules';

const rules = sessionRules(wordsIn('en'));

describe('session rules', () => {
  it('asks for a day', () => {
    expect(rules.date('')).toBe('Choose a day.');
    expect(rules.date('2030-01-07')).toBeNull();
  });

  it('takes a start time as hours and minutes', () => {
    expect(rules.time('18:00')).toBeNull();
    expect(rules.time('6pm')).toBe('Give a start time such as 18:00.');
    expect(rules.time('')).toBe('Give a start time such as 18:00.');
  });

  it('takes a whole capacity from 1 to 1000', () => {
    expect(rules.capacity(1)).toBeNull();
    expect(rules.capacity(1000)).toBeNull();
    for (const wrong of [0, 1001, 2.5, Number.NaN]) {
      expect(rules.capacity(wrong)).toBe('From 1 to 1000 people.');
    }
  });

  it('refuses in the reader’s language', () => {
    expect(sessionRules(wordsIn('de')).date('')).not.toBe('Choose a day.');
  });
});
