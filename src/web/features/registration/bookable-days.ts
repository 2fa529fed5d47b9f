import type { CompositeTypes } from '@/database.types';
import { firstWeekday, isoWeekday } from '@shared/weekdays.ts';
import { addDays, localDate, offsetMinutes } from '../tenancy/zoned-time';

export interface BookableDay {
  /** The business's local calendar day, 'YYYY-MM-DD'. */
  date: string;
  weekday: string;
  dayOfMonth: string;
  month: string;
  /** "Tuesday 24 November", for screen readers. */
  label: string;
  /** The first day of a week as the language counts weeks (not the strip's own first day). */
  weekStart: boolean;
}

function part(date: string, options: Intl.DateTimeFormatOptions, locale?: string) {
  // Noon UTC names the same calendar day in every zone's reading of it.
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/**
 * The days a client can pick from, starting today in the business's zone, named in `locale`;
 * each first day of a week (as `locale` counts them) is marked, so the strip reads in weeks.
 */
export function bookableDays(
  zone: string,
  count: number,
  now: Date = new Date(),
  locale?: string,
): BookableDay[] {
  const today = localDate(zone, now);
  const firstDay = firstWeekday(locale ?? new Intl.DateTimeFormat().resolvedOptions().locale);
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(today, index);
    return {
      date,
      weekday: part(date, { weekday: 'short' }, locale),
      dayOfMonth: part(date, { day: 'numeric' }, locale),
      month: part(date, { month: 'short' }, locale),
      label: part(date, { weekday: 'long', day: 'numeric', month: 'long' }, locale),
      weekStart: isoWeekday(date) === firstDay,
    };
  });
}

export interface FreeTime {
  starts_at: string;
  ends_at: string;
  staff_id: string;
}

type Slot = CompositeTypes<'available_slot'>;

/**
 * The rows of rpc/available_slots as free times. A composite type's fields are typed nullable
 * (PostgreSQL cannot say otherwise); a row missing one would be no free time, so it is left out.
 */
export function freeTimes(slots: Slot[]): FreeTime[] {
  return slots.flatMap(({ starts_at, ends_at, staff_id }) =>
    starts_at && ends_at && staff_id ? [{ starts_at, ends_at, staff_id }] : [],
  );
}

/**
 * One entry per start time: with "anyone", several staff may be free at once, and book_private
 * gives the time to the first of them by id, as available_slots orders them, so that is who is
 * named.
 */
export function distinctStarts<T extends FreeTime>(slots: T[]): T[] {
  const seen = new Set<string>();
  return slots.filter((slot) => {
    if (seen.has(slot.starts_at)) return false;
    seen.add(slot.starts_at);
    return true;
  });
}

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** When in the business's day a time falls, so a long list of free times reads in three parts. */
export function partOfDay(instant: string, zone: string): PartOfDay {
  const at = new Date(instant);
  const minutes = (((at.getTime() / 60_000 + offsetMinutes(zone, at)) % 1440) + 1440) % 1440;
  if (minutes < 12 * 60) return 'morning';
  return minutes < 17 * 60 ? 'afternoon' : 'evening';
}
