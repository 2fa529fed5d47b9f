import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { codeField, emailField, fieldErrors, newPasswordField } from './auth-form-schemas';

const signUp = z.object({ email: emailField, password: newPasswordField });

describe('auth form validation', () => {
  it('gives one message per failing field', () => {
    expect(fieldErrors(signUp, { email: 'nope', password: '123' })).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      password: 'Use at least 6 characters.',
    });
    expect(fieldErrors(signUp, { email: '', password: 'long enough' })).toEqual({
      email: 'Enter your email address.',
    });
  });

  it('accepts good values', () => {
    expect(fieldErrors(signUp, { email: ' ann@example.com ', password: 'correct horse' })).toEqual(
      {},
    );
    expect(fieldErrors(z.object({ code: codeField }), { code: '12345' })).toEqual({
      code: 'Enter the 6-digit code from the email.',
    });
  });
});
