import { formatDateTime, formatTime } from '@shared/format-time.ts';
import type { Words } from '@shared/i18n/words.ts';

/** A busy time of a staff member's own calendar that a booking of theirs overlaps. */
export interface Conflict {
  booking_id: string;
  starts_at: string;
  ends_at: string;
  /** The event's title: only the staff member themselves reads it (null for everyone else). */
  title: string | null;
}

/** The conflicts of each booking, earliest first. */
export function conflictsByBooking<Row extends Conflict>(rows: readonly Row[]): Map<string, Row[]> {
  const byBooking = new Map<string, Row[]>();
  for (const row of [...rows].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))) {
    byBooking.set(row.booking_id, [...(byBooking.get(row.booking_id) ?? []), row]);
  }
  return byBooking;
}

const localDay = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(instant));

/** "Mon 23 Nov, 07:00–08:30", or both ends in full when the busy time runs past its first day. */
export function busyTimeText(conflict: Conflict, zone: string, words: Words): string {
  const end =
    localDay(conflict.starts_at, zone) === localDay(conflict.ends_at, zone)
      ? formatTime(conflict.ends_at, zone, words.locale)
      : formatDateTime(conflict.ends_at, zone, words.locale);
  return words.formatMessage(
    { id: 'calendars.clashTime' },
    { start: formatDateTime(conflict.starts_at, zone, words.locale), end },
  );
}

/** "Clashes with Maya Patel's calendar: Dentist, Mon 23 Nov, 07:00–08:30" ("Busy" untitled). */
export function clashSentence(
  conflict: Conflict,
  staffName: string | null,
  zone: string,
  words: Words,
): string {
  const values = {
    title: conflict.title ?? words.formatMessage({ id: 'calendars.clashBusy' }),
    time: busyTimeText(conflict, zone, words),
  };
  return staffName === null
    ? words.formatMessage({ id: 'calendars.clashNoStaff' }, values)
    : words.formatMessage({ id: 'calendars.clash' }, { ...values, staff: staffName });
}
