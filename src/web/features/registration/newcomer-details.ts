import type { MessageId } from '@shared/i18n/message-ids.ts';
import * as z from 'zod/mini';
import { emailField } from '../auth/auth-form-schemas';

// The rules are the database's (update_own_profile): a name of 1 to 200 characters, a phone of
// digits, spaces and + ( ) . - only. Checked here first so the message is next to the field.
// The messages are catalogue ids, put in the reader's words when shown (fieldErrors), as the
// sign-in forms' are.
const say = (id: MessageId): string => id;

const fullName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, say('register.enterFullName')),
    z.maxLength(200, say('register.nameTooLong')),
  );
const phonePattern = /^\+?[0-9 ().-]{3,40}$/;
const phoneMessage = say('register.phoneFormat');

/**
 * What a newcomer gives on the booking page: their name and email, and a phone number when the
 * business asks for one (booking_policies.phone_required_to_book), else optionally.
 */
export function newcomerDetailsSchema(phoneRequired: boolean) {
  const phone = phoneRequired
    ? z
        .string()
        .check(
          z.trim(),
          z.minLength(1, say('register.enterPhone')),
          z.regex(phonePattern, phoneMessage),
        )
    : z.string().check(
        z.trim(),
        z.refine((value) => value === '' || phonePattern.test(value), phoneMessage),
      );
  return z.object({ fullName, email: emailField, phone });
}
