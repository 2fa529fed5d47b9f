import { describe, expect, it } from 'vitest';
import { newFactorName } from './factor-name';

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
});
