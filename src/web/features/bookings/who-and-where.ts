import type { Words } from '@shared/i18n/words.ts';
import { spaWords } from '@/i18n/spa-language';

/**
 * Who teaches a session and where, as lists show it: "Sam Staff · Studio 2", in the reader's
 * words; `nobody` when no one teaches yet ("No instructor" unless given). Components pass their
 * useIntl() as `words`.
 */
export function whoAndWhere(
  booking: { staff_name: string | null; location: string | null },
  nobody?: string,
  words: Words = spaWords(),
): string {
  const who = booking.staff_name ?? nobody ?? words.formatMessage({ id: 'bookings.noInstructor' });
  if (!booking.location) return who;
  if (!who) return booking.location;
  return words.formatMessage({ id: 'bookings.whoAndWhere' }, { who, where: booking.location });
}
