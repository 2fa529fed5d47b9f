import { describe, expect, it } from 'vitest';
import { sessionRules } from './session-rules';

describe('session rules', () => {
  it('asks for a day', () => {
    expect(sessionRules.date('')).toBe('Choose a day.');
    expect(sessionRules.date('2030-01-07')).toBeNull();
  });

  it('takes a start time as hours and minutes', () => {
    expect(sessionRules.time('18:00')).toBeNull();
    expect(sessionRules.time('6pm')).toBe('Give a start time such as 18:00.');
    expect(sessionRules.time('')).toBe('Give a start time such as 18:00.');
  });

  it('takes a whole capacity from 1 to 1000', () => {
    expect(sessionRules.capacity(1)).toBeNull();
    expect(sessionRules.capacity(1000)).toBeNull();
    for (const wrong of [0, 1001, 2.5, Number.NaN]) {
      expect(sessionRules.capacity(wrong)).toBe('From 1 to 1000 people.');
    }
  });
});
