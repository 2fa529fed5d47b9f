import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import * as z from 'zod/mini';

// The fields' messages are catalogue ids, put in the reader's words when shown (fieldErrors), so
// the schemas stay plain values that any form can compose.
const say = (id: MessageId): string => id;

// The server refuses passwords under 6 characters (PASSWORD_MIN_LENGTH) and over 72 bytes.
export const emailField = z
  .string()
  .check(z.trim(), z.minLength(1, say('auth.emailMissing')), z.email(say('auth.emailInvalid')));

export const passwordField = z.string().check(z.minLength(1, say('auth.passwordMissing')));

export const newPasswordField = z
  .string()
  .check(
    z.minLength(6, say('auth.passwordTooShort')),
    z.maxLength(72, say('auth.passwordTooLong')),
  );

export const codeField = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, say('auth.codeFromEmailInvalid')));

export const authenticatorCodeField = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, say('auth.codeFromAppInvalid')));

export const textMessageCodeField = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, say('auth.codeFromTextInvalid')));

/** A mobile number in international form, as the server stores it (E.164: digits after a +). */
export const mobileNumberField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, say('auth.mobileMissing')),
    z.regex(/^\+[\d\s-]{8,20}$/, say('auth.mobileInvalid')),
  );

export type FieldErrors<Fields extends string> = Partial<Record<Fields, string>>;

// A message that is a catalogue id ('auth.emailMissing'), not a sentence a schema wrote itself.
const catalogueId = /^[a-z-]+\.[A-Za-z0-9_]+$/;

/** A schema's message in the reader's words: an id from the catalogue, or a sentence as it is. */
export function fieldMessage(message: string, words: Words): string {
  return catalogueId.test(message) ? words.formatMessage({ id: message as MessageId }) : message;
}

/** The first message for each field that fails, in the reader's words, to show next to it. */
export function fieldErrors<Fields extends string>(
  schema: z.ZodMiniType,
  values: Record<Fields, string>,
  words: Words,
): FieldErrors<Fields> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<Fields> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Fields;
    errors[field] ??= fieldMessage(issue.message, words);
  }
  return errors;
}
