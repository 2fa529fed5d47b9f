import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { planForm, readPlanForm, type PlanForm } from './plan-form';
import { firstCharge, planAllowance, planPrice } from './plan-terms';

const en = wordsIn('en');

const form: PlanForm = {
  ...planForm(null, 'GBP'),
  name: ' 8 a month ',
  price: '80',
  joiningFee: '25.00',
  firstPeriodPrice: '40',
  carryOverCap: '2',
  minimumPeriods: '12',
  noticeDays: '30',
  serviceIds: ['yoga'],
};

describe('readPlanForm', () => {
  it('reads every term into the columns of a plan, amounts in minor units', () => {
    expect(readPlanForm(form, 'GBP', en)).toEqual({
      ok: true,
      serviceIds: ['yoga'],
      row: {
        name: '8 a month',
        description: '',
        price_minor: 8000,
        period: 'month',
        allowance: 8,
        carry_over_cap: 2,
        daily_limit: null,
        joining_fee_minor: 2500,
        first_period_price_minor: 4000,
        minimum_periods: 12,
        notice_days: 30,
        active: true,
      },
    });
  });

  it('leaves the allowance and its carry-over out of an unlimited plan', () => {
    const read = readPlanForm({ ...form, unlimited: true, allowance: '' }, 'GBP', en);
    expect(read.ok && read.row.allowance).toBeNull();
    expect(read.ok && read.row.carry_over_cap).toBeNull();
  });

  it('says beside each field what the database would refuse', () => {
    const read = readPlanForm(
      {
        ...form,
        name: ' ',
        price: '12.345',
        allowance: '0',
        dailyLimit: '51',
        minimumPeriods: '0',
        noticeDays: '400',
        serviceIds: [],
      },
      'GBP',
      en,
    );
    expect(read.ok).toBe(false);
    expect(!read.ok && Object.keys(read.errors).sort()).toEqual([
      'allowance',
      'dailyLimit',
      'minimumPeriods',
      'name',
      'noticeDays',
      'price',
      'serviceIds',
    ]);
    expect(!read.ok && read.errors.price).toBe('Enter an amount in GBP, such as 12.50.');
  });

  it('gives back the form of a saved plan as it was typed', () => {
    const read = readPlanForm(form, 'GBP', en);
    if (!read.ok) throw new Error('The form should read.');
    const again = planForm({ ...read.row, service_ids: read.serviceIds }, 'GBP');
    expect(readPlanForm(again, 'GBP', en)).toEqual(read);
    expect(again.price).toBe('80.00');
  });
});

describe('plan terms', () => {
  const plan = {
    price_minor: 8000,
    currency: 'GBP',
    period: 'month',
    allowance: 8,
    first_period_price_minor: 4000,
    joining_fee_minor: 2500,
  };

  it('says the price and the classes a period', () => {
    expect(planPrice(plan, en)).toBe('£80.00 a month');
    expect(planAllowance(plan, en)).toBe('8 classes a month');
    expect(planAllowance({ allowance: null, period: 'week' }, en)).toBe('Unlimited classes');
    expect(planAllowance({ allowance: 1, period: 'week' }, en)).toBe('1 class a week');
  });

  it('charges the introductory price and the joining fee first', () => {
    expect(firstCharge(plan)).toBe(6500);
    expect(firstCharge({ ...plan, first_period_price_minor: null, joining_fee_minor: 0 })).toBe(
      8000,
    );
  });
});
