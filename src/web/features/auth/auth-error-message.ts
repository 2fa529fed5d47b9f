import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import { isAuthError } from '@supabase/supabase-js';

// What a person can do about each error code the auth service answers with.
const messages = {
  invalid_credentials: 'auth.errorInvalidCredentials',
  email_not_confirmed: 'auth.errorEmailNotConfirmed',
  user_already_exists: 'auth.errorUserAlreadyExists',
  otp_expired: 'auth.errorOtpExpired',
  otp_disabled: 'auth.errorOtpDisabled',
  over_request_rate_limit: 'auth.errorRequestRateLimit',
  same_password: 'auth.errorSamePassword',
  user_banned: 'auth.errorUserBanned',
  mfa_verification_failed: 'auth.errorMfaVerificationFailed',
  mfa_challenge_expired: 'auth.errorMfaChallengeExpired',
  mfa_verified_factor_exists: 'auth.errorMfaVerifiedFactorExists',
  mfa_factor_name_conflict: 'auth.errorMfaFactorNameConflict',
  too_many_enrolled_mfa_factors: 'auth.errorTooManyFactors',
  insufficient_aal: 'auth.errorInsufficientAal',
  reauthentication_not_valid: 'auth.errorReauthenticationNotValid',
} as const satisfies Record<string, MessageId>;

/**
 * The auth server's sentences that carry a number, read back so that they can be said in the
 * reader's language: how many seconds to wait before another code, how long a password must be.
 * A sentence worded otherwise is shown as it came.
 */
function withNumber(code: string, message: string, words: Words): string {
  if (/^over_(email|sms)_send_rate_limit$/.test(code)) {
    const seconds = /after (\d+) seconds?/.exec(message)?.[1];
    if (seconds !== undefined) {
      return words.formatMessage({ id: 'auth.errorSendRateLimit' }, { seconds: Number(seconds) });
    }
  }
  if (code === 'weak_password') {
    const length = /at least (\d+) characters?/.exec(message)?.[1];
    if (length !== undefined) {
      return words.formatMessage({ id: 'auth.errorWeakPassword' }, { length: Number(length) });
    }
  }
  return message;
}

/** A clear sentence for an auth failure, shown above the form, in the reader's words. */
export function authErrorMessage(error: unknown, words: Words): string {
  if (!isAuthError(error)) return words.formatMessage({ id: 'auth.errorUnknown' });
  if (error.name === 'AuthRetryableFetchError') {
    return words.formatMessage({ id: 'auth.errorNetwork' });
  }
  const code = error.code ?? '';
  if (/^over_(email|sms)_send_rate_limit$/.test(code) || code === 'weak_password') {
    return withNumber(code, error.message, words);
  }
  return Object.hasOwn(messages, code)
    ? words.formatMessage({ id: messages[code as keyof typeof messages] })
    : error.message;
}
