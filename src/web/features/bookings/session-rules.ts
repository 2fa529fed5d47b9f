import type { Words } from '@shared/i18n/words.ts';

/**
 * The checks of a session's day, start time and capacity before the database sees them; the
 * database checks the same (schedule_session, reschedule_booking) and says which field it was.
 * Their refusals are in the reader's words.
 */
export function sessionRules(words: Words) {
  return {
    date: (value: string) => (value ? null : words.formatMessage({ id: 'bookings.ruleChooseDay' })),
    time: (value: string) =>
      /^\d{2}:\d{2}$/.test(value) ? null : words.formatMessage({ id: 'bookings.ruleStartTime' }),
    capacity: (value: number) =>
      Number.isInteger(value) && value >= 1 && value <= 1000
        ? null
        : words.formatMessage({ id: 'bookings.ruleCapacity' }),
  };
}
