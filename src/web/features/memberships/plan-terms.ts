import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import { formatMoney } from '../tenancy/format-money';
import type { PlanPeriod } from './plan-form';

/** Each period in the reader's words, as a choice: "Monthly". */
export const periodWords = {
  week: 'memberships.periodWeek',
  month: 'memberships.periodMonth',
  year: 'memberships.periodYear',
} as const satisfies Record<PlanPeriod, MessageId>;

interface Priced {
  price_minor: number;
  currency: string;
  period: string;
}

const asPeriod = (period: string): PlanPeriod =>
  period === 'week' || period === 'year' ? period : 'month';

/** "£80.00 a month" */
export function planPrice(plan: Priced, words: Words): string {
  return words.formatMessage(
    { id: 'memberships.pricePerPeriod' },
    {
      amount: formatMoney(plan.price_minor, plan.currency, words.locale),
      period: asPeriod(plan.period),
    },
  );
}

/** "Unlimited classes", "8 classes a month" */
export function planAllowance(
  plan: { allowance: number | null; period: string },
  words: Words,
): string {
  if (plan.allowance === null) return words.formatMessage({ id: 'memberships.unlimitedClasses' });
  return words.formatMessage(
    { id: 'memberships.classesPerPeriod' },
    { count: plan.allowance, period: asPeriod(plan.period) },
  );
}

/** What joining a plan costs now: its first period (an introductory price) and its joining fee. */
export function firstCharge(plan: {
  price_minor: number;
  first_period_price_minor: number | null;
  joining_fee_minor: number;
}): number {
  return (plan.first_period_price_minor ?? plan.price_minor) + plan.joining_fee_minor;
}
