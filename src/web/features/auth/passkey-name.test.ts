import { describe, expect, it } from 'vitest';
import { newPasskeyName } from './passkey-name';

describe('newPasskeyName', () => {
  it('picks the first free name', () => {
    expect(newPasskeyName([])).toBe('Passkey');
    expect(newPasskeyName(['Authenticator app', 'Passkey'])).toBe('Passkey 2');
    expect(newPasskeyName(['Passkey', 'Passkey 2', 'Passkey 4'])).toBe('Passkey 3');
  });
});
