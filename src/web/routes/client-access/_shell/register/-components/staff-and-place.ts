import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';

/** The words of each case: "with Sam · Studio 2", "Teacher to be confirmed". */
const sentences = {
  // In a list of sessions, after their time.
  lower: {
    staff: 'register.withStaff',
    staffAndLocation: 'register.withStaffAt',
    none: 'register.staffToBeConfirmed',
    location: 'register.staffToBeConfirmedAt',
  },
  // On a line of its own.
  capital: {
    staff: 'register.sessionWithStaff',
    staffAndLocation: 'register.sessionWithStaffAt',
    none: 'register.staffToBeConfirmed',
    location: 'register.staffToBeConfirmedAt',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

/** Who teaches a session and where, as one message, so a language can order the two. */
export function staffAndPlace(
  session: { staff_name: string | null; location: string | null },
  words: Words,
  style: keyof typeof sentences,
): string {
  const staff = session.staff_name;
  const location = session.location || null;
  const say = sentences[style];
  const id =
    staff && location
      ? say.staffAndLocation
      : staff
        ? say.staff
        : location
          ? say.location
          : say.none;
  return words.formatMessage({ id }, { staff, location });
}
