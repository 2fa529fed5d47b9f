import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, newTotpEnrolment } from './totp-codes.ts';

const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

describe('TOTP codes', () => {
  const { secret, uri } = newTotpEnrolment('booking.test', 'kim@example.com');
  const now = 1_800_000_015_000;
  const step = Math.floor(now / 30_000);

  it('enrols a base32 secret with the URI authenticator apps read', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/booking\.test:kim%40example\.com\?/);
    const url = new URL(uri);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'booking.test',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('accepts the current step and one step either side, and nothing further', () => {
    const accepted = (ms: number) =>
      acceptedTotpStep({ secret, code: codeAt(secret, ms), nowMs: now, lastUsedStep: null });
    expect(accepted(now)).toBe(step);
    expect(accepted(now - 30_000)).toBe(step - 1);
    expect(accepted(now + 30_000)).toBe(step + 1);
    expect(accepted(now - 60_000)).toBeUndefined();
    expect(accepted(now + 60_000)).toBeUndefined();
  });

  it('refuses a code whose step was already used, and malformed codes', () => {
    const code = codeAt(secret, now);
    expect(acceptedTotpStep({ secret, code, nowMs: now, lastUsedStep: step })).toBeUndefined();
    expect(acceptedTotpStep({ secret, code, nowMs: now, lastUsedStep: step - 1 })).toBe(step);
    expect(acceptedTotpStep({ secret, code: '12345', nowMs: now, lastUsedStep: null })).toBe(
      undefined,
    );
    expect(acceptedTotpStep({ secret, code: 'abcdef', nowMs: now, lastUsedStep: null })).toBe(
      undefined,
    );
  });
});
