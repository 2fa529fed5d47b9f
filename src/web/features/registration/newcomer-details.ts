import * as z from 'zod/mini';
import { emailField } from '../auth/auth-form-schemas';

// The rules are the database's (update_own_profile): a name of 1 to 200 characters, a phone of
// digits, spaces and + ( ) . - only. Checked here first so the message is next to the field.
const fullName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your full name.'),
    z.maxLength(200, 'Use at most 200 characters.'),
  );
const phonePattern = /^\+?[0-9 ().-]{3,40}$/;
const phoneMessage = 'Use digits, spaces and + ( ) . - only, such as +44 7700 900123.';

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
          z.minLength(1, 'Enter your phone number: this business asks for one.'),
          z.regex(phonePattern, phoneMessage),
        )
    : z.string().check(
        z.trim(),
        z.refine((value) => value === '' || phonePattern.test(value), phoneMessage),
      );
  return z.object({ fullName, email: emailField, phone });
}
