import { describe, expect, it } from 'vitest';
import { assuranceLevel, lacksRequiredAal } from './assurance-level.ts';

describe('assurance level', () => {
  it('is aal1 for first factors only and aal2 with any second factor', () => {
    expect(assuranceLevel([])).toBe('aal1');
    expect(assuranceLevel([{ method: 'password', timestamp: 1 }])).toBe('aal1');
    expect(assuranceLevel([{ method: 'otp', timestamp: 1 }])).toBe('aal1');
    for (const method of ['totp', 'mfa/phone', 'mfa/webauthn']) {
      expect(
        assuranceLevel([
          { method, timestamp: 2 },
          { method: 'password', timestamp: 1 },
        ]),
      ).toBe('aal2');
    }
  });

  it('requires aal2 only from sessions of users with a verified factor', () => {
    expect(lacksRequiredAal(false, 'aal1')).toBe(false);
    expect(lacksRequiredAal(true, 'aal1')).toBe(true);
    expect(lacksRequiredAal(true, 'aal2')).toBe(false);
  });
});
