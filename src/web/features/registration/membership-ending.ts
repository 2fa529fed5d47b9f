import { addDays, localDate, zonedInstant } from '../tenancy/zoned-time';

// When a cancellation would take effect, told before the client confirms it (issue 35, point 5):
// at the end of the period in which the notice ends, and not before the minimum term is served.
// The database decides (cancel_subscription answers ends_at, which the screen shows once
// confirmed); this reads the same rule forward from the period under way. A later period ends
// one period after the last on the business's local calendar, as app.period_end counts it; a
// month-end day that the calendar clamps (the 31st) may read a day early here, never late.

export interface MembershipTerm {
  period: 'week' | 'month' | 'year';
  /** The period under way: its number and end. */
  periodNumber: number;
  periodEndsAt: string;
  minimumPeriods: number;
  noticeDays: number;
}

/** The same local day and time one period after `instant`, in the zone. */
export function nextPeriodEnd(instant: Date, period: MembershipTerm['period'], zone: string) {
  const date = localDate(zone, instant);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  if (period === 'week') return zonedInstant(zone, addDays(date, 7), time);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const months = period === 'month' ? 1 : 12;
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return zonedInstant(zone, target.toISOString().slice(0, 10), time);
}

/** The instant a cancellation asked at `now` would take effect. */
export function cancellationTakesEffect(term: MembershipTerm, now: Date, zone: string): Date {
  const noticeEnds = now.getTime() + term.noticeDays * 86_400_000;
  let number = term.periodNumber;
  let ends = new Date(term.periodEndsAt);
  while (number < term.minimumPeriods || ends.getTime() < noticeEnds) {
    ends = nextPeriodEnd(ends, term.period, zone);
    number += 1;
  }
  return ends;
}
