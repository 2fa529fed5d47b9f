import type { Tables } from '@/database.types';
import type { Words } from '@shared/i18n/words.ts';
import { minorToText } from '../settings/policy-values';
import { wholeNumber } from '../services/service-options';
import { parseMoney } from '../tenancy/format-money';

/**
 * A plan as its form shows it, and back (db/migrations/0340_memberships.sql, public.plans):
 * amounts as text in the currency's major units, counts as text, and an empty field for what
 * a plan may leave out (no carry-over, no daily limit, no introductory price).
 */

export type PlanPeriod = Tables<'plans'>['period'];

export interface PlanForm {
  name: string;
  description: string;
  price: string;
  period: PlanPeriod;
  unlimited: boolean;
  allowance: string;
  carryOverCap: string;
  dailyLimit: string;
  joiningFee: string;
  firstPeriodPrice: string;
  minimumPeriods: string;
  noticeDays: string;
  serviceIds: string[];
  active: boolean;
}

/** The columns of a plan the form writes, as the database types them. */
export type PlanRow = Pick<
  Tables<'plans'>,
  | 'name'
  | 'description'
  | 'price_minor'
  | 'period'
  | 'allowance'
  | 'carry_over_cap'
  | 'daily_limit'
  | 'joining_fee_minor'
  | 'first_period_price_minor'
  | 'minimum_periods'
  | 'notice_days'
  | 'active'
>;

type PlanErrors = Partial<Record<keyof PlanForm, string>>;

/** The most a plan's amounts may be in minor units, as the database checks. */
const mostMinor = 100_000_000;

const optionalCount = (count: number | null) => (count === null ? '' : String(count));

/** The form for a new plan (monthly, 8 classes) or for changing one. */
export function planForm(plan: (PlanRow & { service_ids: string[] }) | null, currency: string) {
  if (plan === null)
    return {
      name: '',
      description: '',
      price: '',
      period: 'month',
      unlimited: false,
      allowance: '8',
      carryOverCap: '',
      dailyLimit: '',
      joiningFee: '',
      firstPeriodPrice: '',
      minimumPeriods: '1',
      noticeDays: '0',
      serviceIds: [],
      active: true,
    } satisfies PlanForm;
  return {
    name: plan.name,
    description: plan.description,
    price: minorToText(plan.price_minor, currency),
    period: plan.period,
    unlimited: plan.allowance === null,
    allowance: optionalCount(plan.allowance),
    carryOverCap: optionalCount(plan.carry_over_cap),
    dailyLimit: optionalCount(plan.daily_limit),
    joiningFee: plan.joining_fee_minor === 0 ? '' : minorToText(plan.joining_fee_minor, currency),
    firstPeriodPrice:
      plan.first_period_price_minor === null
        ? ''
        : minorToText(plan.first_period_price_minor, currency),
    minimumPeriods: String(plan.minimum_periods),
    noticeDays: String(plan.notice_days),
    serviceIds: plan.service_ids,
    active: plan.active,
  } satisfies PlanForm;
}

/** An amount typed in the currency within the database's bounds, or null. */
function amount(text: string, currency: string, locale: string): number | null {
  const minor = parseMoney(text, currency, locale);
  return minor !== null && minor <= mostMinor ? minor : null;
}

/**
 * The row to save and the services it covers, or the message for each field that cannot be
 * saved, by the bounds the database checks, so that each is said beside its field.
 */
export function readPlanForm(
  form: PlanForm,
  currency: string,
  words: Words,
): { ok: true; row: PlanRow; serviceIds: string[] } | { ok: false; errors: PlanErrors } {
  const errors: PlanErrors = {};
  const say = (field: keyof PlanForm, problem: string) => (errors[field] = problem);
  const name = form.name.trim();
  if (name.length < 1 || name.length > 120)
    say('name', words.formatMessage({ id: 'memberships.nameInvalid' }));
  if (form.description.length > 2000)
    say('description', words.formatMessage({ id: 'memberships.descriptionTooLong' }));
  const price = amount(form.price, currency, words.locale);
  if (price === null)
    say('price', words.formatMessage({ id: 'memberships.amountInvalid' }, { currency }));
  const joiningFee =
    form.joiningFee.trim() === '' ? 0 : amount(form.joiningFee, currency, words.locale);
  if (joiningFee === null)
    say('joiningFee', words.formatMessage({ id: 'memberships.amountInvalid' }, { currency }));
  const firstPrice =
    form.firstPeriodPrice.trim() === ''
      ? null
      : amount(form.firstPeriodPrice, currency, words.locale);
  if (form.firstPeriodPrice.trim() !== '' && firstPrice === null)
    say('firstPeriodPrice', words.formatMessage({ id: 'memberships.amountInvalid' }, { currency }));
  const allowance = form.unlimited ? null : wholeNumber(form.allowance, 1, 1000);
  if (!form.unlimited && allowance === null)
    say('allowance', words.formatMessage({ id: 'memberships.allowanceInvalid' }));
  const carryOver =
    form.unlimited || form.carryOverCap.trim() === ''
      ? null
      : wholeNumber(form.carryOverCap, 1, 1000);
  if (!form.unlimited && form.carryOverCap.trim() !== '' && carryOver === null)
    say('carryOverCap', words.formatMessage({ id: 'memberships.carryOverInvalid' }));
  const dailyLimit = form.dailyLimit.trim() === '' ? null : wholeNumber(form.dailyLimit, 1, 50);
  if (form.dailyLimit.trim() !== '' && dailyLimit === null)
    say('dailyLimit', words.formatMessage({ id: 'memberships.dailyLimitInvalid' }));
  const minimumPeriods = wholeNumber(form.minimumPeriods, 1, 120);
  if (minimumPeriods === null)
    say('minimumPeriods', words.formatMessage({ id: 'memberships.minimumTermInvalid' }));
  const noticeDays = wholeNumber(form.noticeDays, 0, 365);
  if (noticeDays === null)
    say('noticeDays', words.formatMessage({ id: 'memberships.noticeInvalid' }));
  if (form.serviceIds.length === 0)
    say('serviceIds', words.formatMessage({ id: 'memberships.servicesMissing' }));
  if (
    Object.keys(errors).length > 0 ||
    price === null ||
    joiningFee === null ||
    minimumPeriods === null ||
    noticeDays === null
  )
    return { ok: false, errors };
  return {
    ok: true,
    row: {
      name,
      description: form.description.trim(),
      price_minor: price,
      period: form.period,
      allowance,
      carry_over_cap: carryOver,
      daily_limit: dailyLimit,
      joining_fee_minor: joiningFee,
      first_period_price_minor: firstPrice,
      minimum_periods: minimumPeriods,
      notice_days: noticeDays,
      active: form.active,
    },
    serviceIds: form.serviceIds,
  };
}
