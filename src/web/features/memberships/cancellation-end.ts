import { addDays, localDate, offsetMinutes, zonedInstant } from '../tenancy/zoned-time';
import type { PlanPeriod } from './plan-form';

/**
 * When a cancellation asked now would take effect, shown before staff confirm it. It follows
 * public.cancel_subscription: the end of the period in which the later of the notice (now +
 * notice days) and the minimum term falls, periods not yet begun projected on the business's
 * local calendar (the same local time, a month's day kept or moved to the month's last).
 * The database decides; its answer is what the screens show once it is done.
 */
export function cancellationEnd(
  membership: { periodNumber: number; periodEndsAt: string; period: PlanPeriod },
  plan: { minimum_periods: number; notice_days: number },
  zone: string,
  now: Date = new Date(),
): Date {
  const noticeEnd = now.getTime() + plan.notice_days * 86_400_000;
  let number = membership.periodNumber;
  let ends = new Date(membership.periodEndsAt);
  while (number < plan.minimum_periods || ends.getTime() < noticeEnd) {
    number += 1;
    ends = nextPeriodEnd(ends, membership.period, zone);
  }
  return ends;
}

/** One period after an instant, at the same local time on the business's calendar. */
export function nextPeriodEnd(instant: Date, period: PlanPeriod, zone: string): Date {
  const date = localDate(zone, instant);
  const local = new Date(instant.getTime() + offsetMinutes(zone, instant) * 60_000);
  const time = local.toISOString().slice(11, 16);
  if (period === 'week') return zonedInstant(zone, addDays(date, 7), time);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const months = period === 'year' ? 12 : 1;
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)));
  return zonedInstant(zone, next.toISOString().slice(0, 10), time);
}
