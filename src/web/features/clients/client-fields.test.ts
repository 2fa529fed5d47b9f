import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import {
  birthDateProblem,
  clientFieldProblems,
  clientRecord,
  emailProblem,
  phoneProblem,
  splitTags,
} from './client-fields';

const en = wordsIn('en');

const blank = {
  full_name: '',
  email: '',
  phone: '',
  birth_date: '',
  tags: [],
  status: 'active' as const,
};

describe('client fields', () => {
  it('needs a name and nothing else', () => {
    expect(clientFieldProblems(blank, en)).toEqual({ full_name: 'Give the client a name.' });
    expect(clientFieldProblems({ ...blank, full_name: 'Ada' }, en)).toEqual({});
  });

  it("says the problems in the reader's language", () => {
    expect(clientFieldProblems(blank, wordsIn('de'))).toEqual({
      full_name: 'Geben Sie einen Namen ein.',
    });
  });

  it('checks emails and phones only when given', () => {
    expect(emailProblem('', en)).toBeUndefined();
    expect(emailProblem('ada@example.com', en)).toBeUndefined();
    expect(emailProblem('ada@example', en)).toBeDefined();
    expect(emailProblem('not an email', en)).toBeDefined();
    expect(phoneProblem('+44 (0)20 7946-0001', en)).toBeUndefined();
    // Without words (the client's own profile, until it passes its own): English.
    expect(phoneProblem('call me', en)).toMatch(/digits/);
  });

  it('takes only real past days as a date of birth', () => {
    const today = new Date('2026-06-01T12:00:00Z');
    expect(birthDateProblem('1990-04-12', en, today)).toBeUndefined();
    expect(birthDateProblem('1990-4-2', en, today)).toBeUndefined();
    expect(birthDateProblem('2001-02-30', en, today)).toBeDefined();
    expect(birthDateProblem('12/04/1990', en, today)).toBeDefined();
    expect(birthDateProblem('2027-01-01', en, today)).toBeDefined();
    expect(birthDateProblem('1850-01-01', en, today)).toBeDefined();
  });

  it('splits tags at ; and , once each', () => {
    expect(splitTags(' vip; new ,vip,, ')).toEqual(['vip', 'new']);
  });

  it('stores trimmed values, empty ones as null', () => {
    expect(
      clientRecord({ ...blank, full_name: ' Ada ', email: ' Ada@X.test ', phone: ' ' }),
    ).toEqual({
      full_name: 'Ada',
      email: 'ada@x.test',
      phone: null,
      birth_date: null,
      tags: [],
      status: 'active',
    });
  });
});
