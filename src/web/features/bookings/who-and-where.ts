import type { Words } from '@shared/i18n/words.ts';

/**
 * Who teaches a session and where, as lists show it: "Sam Staff · Studio 2", in the reader's
 * words; `nobody` when no one teaches yet ("No instructor" unless given).
 */
export function whoAndWhere(
  booking: { staff_name: string | null; location: string | null },
  nobody: string | undefined,
  words: Words,
): string {
  const who = booking.staff_name ?? nobody ?? words.formatMessage({ id: 'bookings.noInstructor' });
  if (!booking.location) return who;
  if (!who) return booking.location;
  return words.formatMessage({ id: 'bookings.whoAndWhere' }, { who, where: booking.location });
}
