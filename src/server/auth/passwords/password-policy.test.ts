import { describe, expect, it } from 'vitest';
import { AuthError } from '../errors/auth-error.ts';
import { checkNewPassword } from './password-policy.ts';

function refusal(password: string, minLength = 6) {
  try {
    checkNewPassword(password, minLength);
  } catch (error) {
    return error as AuthError;
  }
  return undefined;
}

describe('checkNewPassword', () => {
  it('accepts a password of the minimum length', () => {
    expect(refusal('abcdef')).toBeUndefined();
  });

  it('refuses a short password as weak, naming the reason', () => {
    const error = refusal('abc12', 6);
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weakPasswordReasons: ['length'],
    });
    expect(refusal('abcdefghi', 10)?.message).toBe('Password should be at least 10 characters.');
  });

  it('refuses more than 72 bytes, which bcrypt would cut', () => {
    expect(refusal('x'.repeat(73))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(refusal('é'.repeat(40))).toMatchObject({ status: 400 });
  });
});
