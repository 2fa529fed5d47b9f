import { describe, expect, it } from 'vitest';
import { AuthError } from '../errors/auth-error.ts';
import { trustedRelyingParty } from './webauthn-relying-party.ts';

const config = {
  rpId: 'booking.example',
  rpOrigins: ['https://booking.example', 'https://app.booking.example'],
  rpName: 'Booking',
};

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('trustedRelyingParty', () => {
  it('uses the configured relying party when the client claims none', () => {
    expect(trustedRelyingParty(config, undefined)).toEqual({
      rpId: 'booking.example',
      rpOrigins: ['https://booking.example', 'https://app.booking.example'],
    });
    expect(trustedRelyingParty(config, { rpId: null, rpOrigins: null }).rpId).toBe(
      'booking.example',
    );
  });

  it('accepts a claim that repeats the configuration, and still answers the configured origins', () => {
    expect(
      trustedRelyingParty(config, {
        rpId: 'booking.example',
        rpOrigins: ['https://app.booking.example'],
      }).rpOrigins,
    ).toEqual(['https://booking.example', 'https://app.booking.example']);
  });

  it('refuses another rpId with 400 validation_failed', () => {
    const error = refusal(() => trustedRelyingParty(config, { rpId: 'evil.example' }));
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((error as Error).message).toContain('"evil.example" is not allowed');
  });

  it('refuses an origin that is not configured, even with the right rpId', () => {
    const error = refusal(() =>
      trustedRelyingParty(config, {
        rpId: 'booking.example',
        rpOrigins: ['https://booking.example', 'http://booking.example'],
      }),
    );
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((error as Error).message).toContain('"http://booking.example"');
  });
});
