import * as z from 'zod/mini';

// The server refuses passwords under 6 characters (PASSWORD_MIN_LENGTH) and over 72 bytes.
export const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your email address.'),
    z.email('Enter a valid email address, like name@example.com.'),
  );

export const passwordField = z.string().check(z.minLength(1, 'Enter your password.'));

export const newPasswordField = z
  .string()
  .check(
    z.minLength(6, 'Use at least 6 characters.'),
    z.maxLength(72, 'Use at most 72 characters.'),
  );

export const codeField = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'));

export const authenticatorCodeField = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'));

export const textMessageCodeField = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the text message.'));

/** A mobile number in international form, as the server stores it (E.164: digits after a +). */
export const mobileNumberField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your mobile number.'),
    z.regex(
      /^\+[\d\s-]{8,20}$/,
      'Enter the number with its country code, starting with +, such as +44 7700 900123.',
    ),
  );

export type FieldErrors<Fields extends string> = Partial<Record<Fields, string>>;

/** The first message for each field that fails, to show next to that field. */
export function fieldErrors<Fields extends string>(
  schema: z.ZodMiniType,
  values: Record<Fields, string>,
): FieldErrors<Fields> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<Fields> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Fields;
    errors[field] ??= issue.message;
  }
  return errors;
}
