import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import {
  allowanceLeft,
  membershipBar,
  membershipChoiceText,
  membershipChoices,
} from './membership-choices';
import { planPrice } from '../memberships/plan-terms';
import type { OfferedPlan, OwnMembership } from './queries';

const en = wordsIn('en', 'en-GB');
const ar = wordsIn('ar');
const startsAt = '2027-03-10T09:00:00Z';

const plan = (id: string, services: string[], allowance: number | null = 8): OfferedPlan => ({
  id,
  name: id,
  description: '',
  price_minor: 8000,
  currency: 'GBP',
  period: 'month',
  allowance,
  carry_over_cap: null,
  daily_limit: null,
  joining_fee_minor: 0,
  first_period_price_minor: null,
  minimum_periods: 1,
  notice_days: 0,
  service_ids: services,
});

const membership = (
  planId: string,
  standing: string,
  left: number | null,
  services = ['flow'],
): OwnMembership => ({
  id: `m-${planId}-${standing}`,
  plan_id: planId,
  plan_name: `${planId} plan`,
  period: 'month',
  state: 'live',
  standing,
  pays_by: 'card',
  ends_at: null,
  period_number: 1,
  period_starts_at: '2027-03-01T09:00:00Z',
  period_ends_at: '2027-04-01T08:00:00Z',
  allowance: left === null ? null : 8,
  allowance_left: left,
  daily_limit: null,
  next_charge_at: '2027-04-01T08:00:00Z',
  next_charge_minor: 8000,
  currency: 'GBP',
  overdue_minor: 0,
  created_at: '2027-03-01T09:00:00Z',
  service_ids: services,
});

describe('membershipBar', () => {
  it('lets an active, overdue or frozen membership with classes left book', () => {
    expect(membershipBar(membership('a', 'active', 3), startsAt)).toBeNull();
    // Frozen on other days: enroll refuses a class on a frozen day itself.
    expect(membershipBar(membership('a', 'frozen', 3), startsAt)).toBeNull();
    expect(membershipBar(membership('a', 'overdue', null), startsAt)).toBeNull();
  });

  it('says why a membership cannot book the class', () => {
    expect(membershipBar(membership('a', 'active', 0), startsAt)).toBe('allowance_used');
    expect(membershipBar(membership('a', 'paused', 3), startsAt)).toBe('paused');
    expect(membershipBar(membership('a', 'suspended', 3), startsAt)).toBe('suspended');
    expect(
      membershipBar(
        { ...membership('a', 'cancelling', 3), ends_at: '2027-03-05T09:00:00Z' },
        startsAt,
      ),
    ).toBe('ending');
    expect(membershipBar(membership('a', 'active', 3), '2027-04-02T09:00:00Z')).toBe('next_period');
  });
});

describe('membershipChoices', () => {
  it('offers the memberships covering the class, bookable first, and the plans not held', () => {
    const plans = [plan('gold', ['flow']), plan('silver', ['flow']), plan('yin', ['yin'])];
    const held = [membership('gold', 'paused', 3), membership('bronze', 'active', 2)];
    const { member, join } = membershipChoices('flow', startsAt, held, plans);
    expect(member.map((choice) => choice.way === 'member' && choice.membership.plan_id)).toEqual([
      'bronze',
      'gold',
    ]);
    expect(join.map((choice) => choice.way === 'join' && choice.plan.id)).toEqual(['silver']);
  });

  it('leaves out memberships of other classes, and ended or pending ones', () => {
    const held = [
      membership('yin', 'active', 3, ['yin']),
      { ...membership('gold', 'pending', null), state: 'pending' as const },
      membership('old', 'ended', null),
    ];
    const { member, join } = membershipChoices('flow', startsAt, held, [plan('gold', ['flow'])]);
    expect(member).toEqual([]);
    // A pending membership is joined again (join_plan answers the same one).
    expect(join).toHaveLength(1);
  });
});

describe('membership words', () => {
  it('tells the price per period and the classes left', () => {
    expect(planPrice(plan('gold', []), en)).toBe('£80.00 a month');
    expect(allowanceLeft(3, en)).toBe('3 classes left this period');
    expect(allowanceLeft(1, en)).toBe('1 class left this period');
    expect(allowanceLeft(null, en)).toBe('Unlimited classes this period');
  });

  it('names a membership way and a plan to join', () => {
    const use = membershipChoiceText(
      { way: 'member', membership: membership('gold', 'active', 2), bar: null },
      en,
    );
    expect(use.title).toMatch(/^Use your membership: .?gold plan.?$/);
    expect(use.detail).toBe('2 classes left this period');
    expect(use.cost).toBe('Included');
    const join = membershipChoiceText({ way: 'join', plan: plan('Gold', ['flow']) }, en);
    expect(join.title).toContain('Join');
    expect(join.detail).toBe('8 classes a month');
    expect(join.cost).toBe('£80.00 a month');
    const barred = membershipChoiceText(
      { way: 'member', membership: membership('gold', 'paused', 2), bar: 'paused' },
      en,
    );
    expect(barred.detail).toContain('Update your card');
  });

  it('counts in Arabic with its own forms', () => {
    expect(allowanceLeft(2, ar)).toContain('حصتان');
    expect(allowanceLeft(0, ar)).toContain('لم تتبقَّ');
  });
});
