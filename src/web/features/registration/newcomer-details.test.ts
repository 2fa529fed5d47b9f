import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../auth/auth-form-schemas';
import { newcomerDetailsSchema } from './newcomer-details';

const english = wordsIn('en');

describe('newcomerDetailsSchema', () => {
  const valid = { fullName: 'Nina New', email: 'nina@example.test', phone: '' };

  it('takes a name and an email, and no phone when the business does not ask', () => {
    expect(fieldErrors(newcomerDetailsSchema(false), valid, english)).toEqual({});
  });

  it('says what is missing next to each field', () => {
    expect(
      fieldErrors(
        newcomerDetailsSchema(true),
        { fullName: ' ', email: 'nina', phone: '' },
        english,
      ),
    ).toEqual({
      fullName: 'Enter your full name.',
      email: 'Enter a valid email address, like name@example.com.',
      phone: 'Enter your phone number: this business asks for one.',
    });
  });

  it('checks a phone number the way the database does, asked for or not', () => {
    for (const required of [true, false]) {
      expect(
        fieldErrors(newcomerDetailsSchema(required), { ...valid, phone: 'call me' }, english),
      ).toEqual({
        phone: 'Use digits, spaces and + ( ) . - only, such as +44 7700 900123.',
      });
      expect(
        fieldErrors(
          newcomerDetailsSchema(required),
          { ...valid, phone: '+44 7700 900123' },
          english,
        ),
      ).toEqual({});
    }
  });
});
