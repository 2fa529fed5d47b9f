import { validationFailed } from '../errors/auth-error.ts';

// The characters Supabase Auth allows (HTML's email grammar), with a dot in the domain: so
// `xx:;x@x.x` is refused wherever an address comes in, as it is there.
const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const emailPattern = new RegExp(`^[a-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${label}(?:\\.${label})+$`);

/** A lower-cased email address, or 400 with the message clients match on. */
export function parseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  if (trimmed.length > 255 || !emailPattern.test(trimmed)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return trimmed;
}

/** A phone number as stored: E.164 digits without the leading `+`. */
export function parsePhone(phone: string): string {
  const digits = phone.replace(/[\s+]/g, '');
  if (!/^[1-9]\d{7,14}$/.test(digits)) {
    throw validationFailed('Invalid phone number format (E.164 required)');
  }
  return digits;
}
