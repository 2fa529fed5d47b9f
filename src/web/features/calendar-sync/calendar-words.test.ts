import { wordsIn } from '@shared/i18n/static-words.ts';
import englishRefusals from '@shared/i18n/messages/en/errors.ts';
import { describe, expect, it } from 'vitest';
import { caldavFieldOf, codeWords, providerOf } from './calendar-words';

describe('providerOf', () => {
  it('knows the three providers and nothing else', () => {
    expect(['caldav', 'google', 'microsoft', 'Google', '', null].map(providerOf)).toEqual([
      'caldav',
      'google',
      'microsoft',
      null,
      null,
      null,
    ]);
  });
});

describe('codeWords', () => {
  const words = wordsIn('en');

  it("says a known code in the errors catalogue's words", () => {
    expect(codeWords('roleNotAllowed', words)).toBe(englishRefusals.roleNotAllowed);
  });

  it('names a code the catalogue does not have', () => {
    expect(codeWords('calendar_new_trouble', words)).toBe(
      'Something went wrong (calendar_new_trouble).',
    );
  });
});

describe('caldavFieldOf', () => {
  it('puts an address refusal beside the address and a refused password beside the password', () => {
    expect(caldavFieldOf('invalid_calendar_address')).toBe('server_url');
    expect(caldavFieldOf('calendar_unreachable')).toBe('server_url');
    expect(caldavFieldOf('calendar_auth_failed')).toBe('password');
    expect(caldavFieldOf('not_staff')).toBeNull();
  });
});
