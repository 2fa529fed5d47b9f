import { describe, expect, it } from 'vitest';
import {
  birthDateProblem,
  clientFieldProblems,
  clientRecord,
  emailProblem,
  phoneProblem,
  splitTags,
} from './client-fields';

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
    expect(clientFieldProblems(blank)).toEqual({ full_name: 'Give the client a name.' });
    expect(clientFieldProblems({ ...blank, full_name: 'Ada' })).toEqual({});
  });

  it('checks emails and phones only when given', () => {
    expect(emailProblem('')).toBeUndefined();
    expect(emailProblem('ada@example.com')).toBeUndefined();
    expect(emailProblem('ada@example')).toBeDefined();
    expect(emailProblem('not an email')).toBeDefined();
    expect(phoneProblem('+44 (0)20 7946-0001')).toBeUndefined();
    expect(phoneProblem('call me')).toBeDefined();
  });

  it('takes only real past days as a date of birth', () => {
    const today = new Date('2026-06-01T12:00:00Z');
    expect(birthDateProblem('1990-04-12', today)).toBeUndefined();
    expect(birthDateProblem('1990-4-2', today)).toBeUndefined();
    expect(birthDateProblem('2001-02-30', today)).toBeDefined();
    expect(birthDateProblem('12/04/1990', today)).toBeDefined();
    expect(birthDateProblem('2027-01-01', today)).toBeDefined();
    expect(birthDateProblem('1850-01-01', today)).toBeDefined();
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
