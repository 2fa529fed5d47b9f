import { describe, expect, it } from 'vitest';
import { factorLabel, newFactorName, phoneFactorBase } from './factor-name';

describe('newFactorName', () => {
  it('names the first authenticator plainly', () => {
    expect(newFactorName([])).toBe('Authenticator app');
    expect(newFactorName(['Phone'])).toBe('Authenticator app');
  });

  it('adds the first free counter when the name is taken', () => {
    expect(newFactorName(['Authenticator app'])).toBe('Authenticator app 2');
    expect(newFactorName(['Authenticator app', 'Authenticator app 2'])).toBe('Authenticator app 3');
    expect(newFactorName(['Authenticator app', 'Authenticator app 3'])).toBe('Authenticator app 2');
  });

  it('starts from another base when given one', () => {
    const base = phoneFactorBase('+44 7700 900123');
    expect(base).toBe('Phone ending 0123');
    expect(newFactorName(['Authenticator app'], base)).toBe('Phone ending 0123');
    expect(newFactorName(['Phone ending 0123'], base)).toBe('Phone ending 0123 2');
  });
});

describe('factorLabel', () => {
  it('uses the friendly name, else the kind of factor', () => {
    expect(factorLabel({ factor_type: 'phone', friendly_name: 'Phone ending 0123' })).toBe(
      'Phone ending 0123',
    );
    expect(factorLabel({ factor_type: 'totp' })).toBe('Authenticator app');
    expect(factorLabel({ factor_type: 'phone' })).toBe('Phone');
    expect(factorLabel({ factor_type: 'webauthn' })).toBe('Passkey');
  });
});
