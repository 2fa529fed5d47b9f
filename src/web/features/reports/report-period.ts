import { addDays } from '../tenancy/zoned-time';
import { isoWeekday } from '@shared/weekdays.ts';

/**
 * The periods a report covers: "this week, month, quarter or year" as calendar days of the
 * business (its time zone gives "today"; the database turns the days into instants with
 * app.report_window), or any two days. Each is compared with the period just before it.
 */
export const periodPresets = ['week', 'month', 'quarter', 'year', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** Calendar days 'YYYY-MM-DD', both included. */
export interface Period {
  first: string;
  last: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The first day of a month, by its year and month (1..12; months past 12 roll over). */
function monthStart(year: number, month: number): string {
  const start = new Date(Date.UTC(year, month - 1, 1));
  return `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-01`;
}

/** The months `months` long starting on `first` (a month's first day). */
function months(first: string, count: number): Period {
  const [year = 0, month = 1] = first.split('-').map(Number);
  return { first, last: addDays(monthStart(year, month + count), -1) };
}

/**
 * The period a preset names around `today`: the week starting on `weekStart` (ISO weekday, 1
 * Monday; the business's language says which), the calendar month, quarter or year.
 */
export function presetPeriod(
  preset: Exclude<PeriodPreset, 'custom'>,
  today: string,
  weekStart = 1,
): Period {
  const [year = 0, month = 1] = today.split('-').map(Number);
  switch (preset) {
    case 'week': {
      const first = addDays(today, -((isoWeekday(today) - weekStart + 7) % 7));
      return { first, last: addDays(first, 6) };
    }
    case 'month':
      return months(monthStart(year, month), 1);
    case 'quarter':
      return months(monthStart(year, month - ((month - 1) % 3)), 3);
    case 'year':
      return months(monthStart(year, 1), 12);
  }
}

/** How many days a period has, both ends included. */
export function periodDays({ first, last }: Period): number {
  return (
    Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) +
    1
  );
}

/**
 * The period a report is compared with: the week, month, quarter or year before (a whole one,
 * whatever its length), or for two chosen days as many days just before them.
 */
export function previousPeriod(preset: PeriodPreset, period: Period): Period {
  const [year = 0, month = 1] = period.first.split('-').map(Number);
  switch (preset) {
    case 'month':
      return months(monthStart(year, month - 1), 1);
    case 'quarter':
      return months(monthStart(year, month - 3), 3);
    case 'year':
      return months(monthStart(year - 1, month), 12);
    case 'week':
    case 'custom': {
      const last = addDays(period.first, -1);
      return { first: addDays(last, 1 - periodDays(period)), last };
    }
  }
}
