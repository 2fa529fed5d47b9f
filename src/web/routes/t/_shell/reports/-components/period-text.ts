import type { Period } from '@/features/reports/report-period';

/** A period as the reader's language writes a range of days: "1–30 Nov 2026". */
export function periodText({ first, last }: Period, locale: string): string {
  // Calendar days, read and written as UTC so that no time zone moves them.
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(new Date(`${first}T12:00:00Z`), new Date(`${last}T12:00:00Z`));
}
