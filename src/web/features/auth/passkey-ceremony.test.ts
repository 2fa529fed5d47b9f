import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { passkeyErrorMessage } from './passkey-ceremony';

describe('passkeyErrorMessage', () => {
  it('says what the browser prompt failure means', () => {
    expect(passkeyErrorMessage(new DOMException('timed out', 'NotAllowedError'))).toMatch(
      /closed or timed out/,
    );
    expect(passkeyErrorMessage(new DOMException('excluded', 'InvalidStateError'))).toMatch(
      /already on your account/,
    );
    expect(passkeyErrorMessage(new DOMException('bad rp', 'SecurityError'))).toMatch(
      /do not work on this address/,
    );
  });

  it('turns the server refusals into sentences', () => {
    const failed = new AuthApiError(
      'Invalid WebAuthn credential: x',
      422,
      'mfa_verification_failed',
    );
    expect(passkeyErrorMessage(failed)).toMatch(/did not match this account/);
    const expired = new AuthApiError('expired', 422, 'mfa_challenge_expired');
    expect(passkeyErrorMessage(expired)).toBe('That took too long. Try again.');
    expect(passkeyErrorMessage(new Error('There is no passkey on this account.'))).toBe(
      'There is no passkey on this account.',
    );
    expect(passkeyErrorMessage('odd')).toBe('Something went wrong. Try again.');
  });
});
