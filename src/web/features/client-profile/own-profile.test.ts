import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { ownProfileArgs, ownProfileProblems as problemsIn, type OwnProfile } from './own-profile';

const ownProfileProblems = (values: OwnProfile) => problemsIn(values, wordsIn('en'));

describe('ownProfileProblems', () => {
  it('accepts a name alone', () => {
    expect(ownProfileProblems({ full_name: 'Pat', phone: '', birth_date: '' })).toEqual({
      full_name: null,
      phone: null,
      birth_date: null,
    });
  });

  it('asks for a name, and a phone and date of birth the record can hold', () => {
    const problems = ownProfileProblems({
      full_name: '  ',
      phone: 'call me',
      birth_date: '2999-01-01',
    });
    expect(problems.full_name).toBe('Enter your full name.');
    expect(problems.phone).toMatch(/digits/);
    expect(problems.birth_date).toMatch(/YYYY-MM-DD/);
  });

  it("says them in the reader's language", () => {
    expect(problemsIn({ full_name: '', phone: '', birth_date: '' }, wordsIn('de')).full_name).toBe(
      'Geben Sie Ihren vollständigen Namen ein.',
    );
  });
});

describe('ownProfileArgs', () => {
  it('trims, and clears what was left empty', () => {
    expect(ownProfileArgs('t', { full_name: ' Pat ', phone: ' ', birth_date: '' })).toEqual({
      tenant_id: 't',
      full_name: 'Pat',
      phone: null,
      birth_date: null,
    });
    expect(
      ownProfileArgs('t', { full_name: 'Pat', phone: '+44 1', birth_date: '1990-04-01' }),
    ).toMatchObject({ phone: '+44 1', birth_date: '1990-04-01' });
  });
});
