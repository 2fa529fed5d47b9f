import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { factorLabel, newFactorName, phoneFactorBase } from './factor-name';

const english = wordsIn('en');
const app = 'Authenticator app';

describe('newFactorName', () => {
  it('names the first authenticator plainly', () => {
    expect(newFactorName([], app, english)).toBe('Authenticator app');
    expect(newFactorName(['Phone'], app, english)).toBe('Authenticator app');
  });

  it('adds the first free counter when the name is taken', () => {
    expect(newFactorName(['Authenticator app'], app, english)).toBe('Authenticator app 2');
    expect(newFactorName(['Authenticator app', 'Authenticator app 2'], app, english)).toBe(
      'Authenticator app 3',
    );
    expect(newFactorName(['Authenticator app', 'Authenticator app 3'], app, english)).toBe(
      'Authenticator app 2',
    );
  });

  it('starts from another base when given one', () => {
    const base = phoneFactorBase('+44 7700 900123', english);
    expect(base).toBe('Phone ending 0123');
    expect(newFactorName(['Authenticator app'], base, english)).toBe('Phone ending 0123');
    expect(newFactorName(['Phone ending 0123'], base, english)).toBe('Phone ending 0123 2');
  });

  it('names a phone in the reader’s language', () => {
    expect(phoneFactorBase('+49 170 1234567', wordsIn('de'))).toBe('Telefon mit Endung 4567');
  });
});

describe('factorLabel', () => {
  it('uses the friendly name, else the kind of factor', () => {
    expect(factorLabel({ factor_type: 'phone', friendly_name: 'Phone ending 0123' }, english)).toBe(
      'Phone ending 0123',
    );
    expect(factorLabel({ factor_type: 'totp' }, english)).toBe('Authenticator app');
    expect(factorLabel({ factor_type: 'phone' }, english)).toBe('Phone');
    expect(factorLabel({ factor_type: 'webauthn' }, english)).toBe('Passkey');
  });
});
