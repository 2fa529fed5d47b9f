import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { allowanceLeft } from './allowance-left';

const en = wordsIn('en');
const during = '2026-12-01T00:00:00Z';

describe('allowanceLeft', () => {
  it("says what is left of the period's classes", () => {
    expect(allowanceLeft({ period_ends_at: during, allowance: 8, allowance_left: 3 }, en)).toBe(
      '3 of 8',
    );
  });

  it('says unlimited for a grant without a number', () => {
    expect(
      allowanceLeft({ period_ends_at: during, allowance: null, allowance_left: null }, en),
    ).toBe('Unlimited');
  });

  it('says none before the first period has begun', () => {
    expect(allowanceLeft({ period_ends_at: null, allowance: null, allowance_left: null }, en)).toBe(
      'None',
    );
  });
});
