import type { Words } from '@shared/i18n/words.ts';
import { firstCharge, planAllowance, planPrice } from '../memberships/plan-terms';
import { formatMoney } from '../tenancy/format-money';
import type { OfferedPlan } from './queries';

// What a client agrees to when joining a plan (issue 35, point 2), told before they pay: the
// price each period, what the first payment is, the classes it gives, what it covers, how long
// it binds them and the notice to cancel.

/** The plan's terms as a summary's rows, in the reader's words. */
export function planTerms(
  plan: OfferedPlan,
  serviceNames: string[],
  words: Words,
): [term: string, detail: string][] {
  const money = (minor: number) => formatMoney(minor, plan.currency, words.locale);
  const first = plan.first_period_price_minor ?? plan.price_minor;
  const classes = [
    planAllowance(plan, words),
    ...(plan.carry_over_cap === null
      ? []
      : [words.formatMessage({ id: 'membership.termCarryOver' }, { cap: plan.carry_over_cap })]),
    ...(plan.daily_limit === null
      ? []
      : [words.formatMessage({ id: 'membership.termDailyLimit' }, { count: plan.daily_limit })]),
  ];
  const rows: [string, string][] = [
    [words.formatMessage({ id: 'membership.termPrice' }), planPrice(plan, words)],
    [
      words.formatMessage({ id: 'membership.termFirstPayment' }),
      plan.joining_fee_minor === 0
        ? words.formatMessage({ id: 'membership.firstPayment' }, { price: money(first) })
        : words.formatMessage(
            { id: 'membership.firstPaymentWithFee' },
            {
              total: money(firstCharge(plan)),
              first: money(first),
              fee: money(plan.joining_fee_minor),
            },
          ),
    ],
    [
      words.formatMessage({ id: 'membership.termAllowance' }),
      words.formatList(classes, { type: 'unit' }),
    ],
    [words.formatMessage({ id: 'membership.termCovers' }), words.formatList(serviceNames)],
  ];
  if (plan.minimum_periods > 1)
    rows.push([
      words.formatMessage({ id: 'membership.termMinimum' }),
      words.formatMessage(
        { id: 'membership.minimumPeriods' },
        { count: plan.minimum_periods, period: plan.period },
      ),
    ]);
  rows.push([
    words.formatMessage({ id: 'membership.termNotice' }),
    words.formatMessage({ id: 'membership.noticeDays' }, { count: plan.notice_days }),
  ]);
  return rows;
}
