import type { Words } from '@shared/i18n/words.ts';
import * as z from 'zod/mini';
import { emailField } from '../auth/auth-form-schemas';

// The rules are the database's (update_own_profile): a name of 1 to 200 characters, a phone of
// digits, spaces and + ( ) . - only. Checked here first so the message is next to the field.
const phonePattern = /^\+?[0-9 ().-]{3,40}$/;

/**
 * What a newcomer gives on the booking page: their name and email, and a phone number when the
 * business asks for one (booking_policies.phone_required_to_book), else optionally; its
 * messages in the reader's words.
 */
export function newcomerDetailsSchema(phoneRequired: boolean, words: Words) {
  const say = (id: 'register.enterFullName' | 'register.nameTooLong' | 'register.enterPhone') =>
    words.formatMessage({ id });
  const phoneMessage = words.formatMessage({ id: 'register.phoneFormat' });
  const fullName = z
    .string()
    .check(
      z.trim(),
      z.minLength(1, say('register.enterFullName')),
      z.maxLength(200, say('register.nameTooLong')),
    );
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
