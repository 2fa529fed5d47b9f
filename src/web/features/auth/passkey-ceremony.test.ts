import { wordsIn } from '@shared/i18n/static-words.ts';
import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { passkeyErrorMessage } from './passkey-ceremony';

const english = wordsIn('en');

describe('passkeyErrorMessage', () => {
  it('says what the browser prompt failure means', () => {
    expect(passkeyErrorMessage(new DOMException('timed out', 'NotAllowedError'), english)).toMatch(
      /closed or timed out/,
    );
    expect(passkeyErrorMessage(new DOMException('excluded', 'InvalidStateError'), english)).toMatch(
      /already on your account/,
    );
    expect(passkeyErrorMessage(new DOMException('bad rp', 'SecurityError'), english)).toMatch(
      /do not work on this address/,
    );
  });

  it('turns the server refusals into sentences', () => {
    const failed = new AuthApiError(
      'Invalid WebAuthn credential: x',
      422,
      'mfa_verification_failed',
    );
    expect(passkeyErrorMessage(failed, english)).toMatch(/did not match this account/);
    const expired = new AuthApiError('expired', 422, 'mfa_challenge_expired');
    expect(passkeyErrorMessage(expired, english)).toBe('That took too long. Try again.');
    expect(passkeyErrorMessage(new Error('There is no passkey on this account.'), english)).toBe(
      'There is no passkey on this account.',
    );
    expect(passkeyErrorMessage('odd', english)).toBe('Something went wrong. Try again.');
  });

  it('says it in the reader’s language', () => {
    const expired = new AuthApiError('expired', 422, 'webauthn_challenge_expired');
    expect(passkeyErrorMessage(expired, wordsIn('ar'))).not.toMatch(/took too long/);
  });
});
