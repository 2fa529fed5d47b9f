import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Refresh tokens and one-time tokens are stored only as this digest. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A random token safe in URLs, with 192 bits of entropy. */
export function newOpaqueToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The six-digit code of an email or SMS. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
