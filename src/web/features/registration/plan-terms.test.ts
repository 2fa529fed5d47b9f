import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { firstCharge } from '../memberships/plan-terms';
import { planTerms } from './plan-terms';
import type { OfferedPlan } from './queries';

const en = wordsIn('en', 'en-GB');

const annual: OfferedPlan = {
  id: 'p',
  name: 'Annual, paid monthly',
  description: '',
  price_minor: 6000,
  currency: 'GBP',
  period: 'month',
  allowance: 8,
  carry_over_cap: 2,
  daily_limit: 1,
  joining_fee_minor: 2500,
  first_period_price_minor: 3000,
  minimum_periods: 12,
  notice_days: 30,
  service_ids: ['flow', 'yin'],
};

describe('firstCharge', () => {
  it('is the first period’s own price and the joining fee', () => {
    expect(firstCharge(annual)).toBe(5500);
    expect(firstCharge({ ...annual, first_period_price_minor: null, joining_fee_minor: 0 })).toBe(
      6000,
    );
  });
});

describe('planTerms', () => {
  it('tells everything the client agrees to', () => {
    expect(Object.fromEntries(planTerms(annual, ['Flow', 'Yin'], en))).toEqual({
      Price: '£60.00 a month',
      'First payment': '£55.00 today: £30.00 for the first period and a joining fee of £25.00',
      Classes:
        '8 classes a month, up to 2 unused classes carry into the next period, at most 1 class a day',
      Covers: 'Flow and Yin',
      'Minimum term': '12 months',
      'Notice to cancel': '30 days',
    });
  });

  it('leaves out a minimum term of one period, and says when no notice is needed', () => {
    const rows = Object.fromEntries(
      planTerms(
        {
          ...annual,
          allowance: null,
          carry_over_cap: null,
          daily_limit: null,
          joining_fee_minor: 0,
          first_period_price_minor: null,
          minimum_periods: 1,
          notice_days: 0,
        },
        ['Flow'],
        en,
      ),
    );
    expect(rows['Minimum term']).toBeUndefined();
    expect(rows['First payment']).toBe('£60.00 today');
    expect(rows.Classes).toBe('Unlimited classes');
    expect(rows['Notice to cancel']).toBe('None: cancel any time before a renewal');
  });
});
