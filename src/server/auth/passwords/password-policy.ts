import { AuthError, validationFailed } from '../errors/auth-error.ts';

// bcrypt only reads the first 72 bytes; a longer password would silently be cut short.
const bcryptLimit = 72;

/** Refuses a new password that is too long (400) or too weak (422 weak_password). */
export function checkNewPassword(password: string, minLength: number): void {
  if (Buffer.byteLength(password) > bcryptLimit) {
    throw validationFailed(`Password cannot be longer than ${bcryptLimit} characters`);
  }
  if ([...password].length < minLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${minLength} characters.`,
      ['length'],
    );
  }
}
