import { describe, expect, it } from 'vitest';
import { clockAdvance } from './developer-clock.ts';

describe('the developer clock', () => {
  it('moves forward by days or seconds', () => {
    expect(clockAdvance({ advance_days: 3 })).toBe(3 * 86_400);
    expect(clockAdvance({ advance_seconds: 90 })).toBe(90);
  });

  it('never moves back, by nothing, or by both at once', () => {
    for (const input of [
      { advance_days: -1 },
      { advance_days: 0 },
      { advance_seconds: 1.5 },
      { advance_days: 1, advance_seconds: 1 },
      { advance_days: '2' },
      {},
      undefined,
    ])
      expect(clockAdvance(input), JSON.stringify(input)).toHaveProperty('problem');
  });
});
