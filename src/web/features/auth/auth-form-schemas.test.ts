import { wordsIn } from '@shared/i18n/static-words.ts';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { codeField, emailField, fieldErrors, newPasswordField } from './auth-form-schemas';

const signUp = z.object({ email: emailField, password: newPasswordField });
const english = wordsIn('en');

describe('auth form validation', () => {
  it('gives one message per failing field', () => {
    expect(fieldErrors(signUp, { email: 'nope', password: '123' }, english)).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      password: 'Use at least 6 characters.',
    });
    expect(fieldErrors(signUp, { email: '', password: 'long enough' }, english)).toEqual({
      email: 'Enter your email address.',
    });
  });

  it('accepts good values', () => {
    expect(
      fieldErrors(signUp, { email: ' ann@example.com ', password: 'correct horse' }, english),
    ).toEqual({});
    expect(fieldErrors(z.object({ code: codeField }), { code: '12345' }, english)).toEqual({
      code: 'Enter the 6-digit code from the email.',
    });
  });

  it('says it in the reader’s language, and keeps a sentence a schema wrote itself', () => {
    expect(fieldErrors(signUp, { email: '', password: '123456' }, wordsIn('es'))).toEqual({
      email: 'Escribe tu correo electrónico.',
    });
    const own = z.object({ name: z.string().check(z.minLength(1, 'Enter your name, please.')) });
    expect(fieldErrors(own, { name: '' }, wordsIn('de'))).toEqual({
      name: 'Enter your name, please.',
    });
  });
});
