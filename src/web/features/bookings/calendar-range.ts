import { isoWeekday } from '@shared/weekdays.ts';
import { addDays, localDate, zonedInstant } from '../tenancy/zoned-time';
import type { BookingView } from './booking-search';

/** The local days a calendar view shows and the instants they span, in the business's zone. */
export interface CalendarRange {
  /** 'YYYY-MM-DD', in order; a month is whole weeks, from the reader's first day of the week. */
  days: string[];
  from: Date;
  to: Date;
}

/** The first day of the week `date` is in, for a week that starts on ISO weekday `firstDay`. */
export function startOfWeek(date: string, firstDay: number): string {
  return addDays(date, -((isoWeekday(date) - firstDay + 7) % 7));
}

function daysBetween(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/**
 * The days of the view around `date`, and the instants from the first day's start to the end;
 * weeks start on ISO weekday `firstDay`, the reader's (src/shared/weekdays.ts).
 */
export function calendarRange(
  view: Exclude<BookingView, 'list'>,
  date: string,
  zone: string,
  firstDay: number,
): CalendarRange {
  let days: string[];
  if (view === 'day') days = [date];
  else if (view === 'week') days = daysBetween(startOfWeek(date, firstDay), 7);
  else {
    const first = startOfWeek(`${date.slice(0, 8)}01`, firstDay);
    const next = `${addDays(`${date.slice(0, 8)}28`, 4).slice(0, 8)}01`;
    const last = addDays(startOfWeek(addDays(next, -1), firstDay), 6);
    const count = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1;
    days = daysBetween(first, count);
  }
  const lastDay = days[days.length - 1] as string;
  return {
    days,
    from: zonedInstant(zone, days[0] as string),
    to: zonedInstant(zone, addDays(lastDay, 1)),
  };
}

/** The day the previous or next page of the view starts at (the same day of the month, clamped). */
export function stepDate(view: Exclude<BookingView, 'list'>, date: string, step: -1 | 1): string {
  if (view === 'day') return addDays(date, step);
  if (view === 'week') return addDays(date, 7 * step);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + step, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Groups items by the local day they start on, in the zone. */
export function byLocalDay<T extends { starts_at: string }>(
  items: T[],
  zone: string,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const day = localDate(zone, new Date(item.starts_at));
    const group = groups.get(day);
    if (group) group.push(item);
    else groups.set(day, [item]);
  }
  return groups;
}

/** The list's range as instants: from the start of `from` to the end of `to`, when given. */
export function listRange(
  zone: string,
  from: string | undefined,
  to: string | undefined,
): { from?: Date; to?: Date } {
  return {
    from: from ? zonedInstant(zone, from) : undefined,
    to: to ? zonedInstant(zone, addDays(to, 1)) : undefined,
  };
}
