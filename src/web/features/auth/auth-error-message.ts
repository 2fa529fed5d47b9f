import { isAuthError } from '@supabase/supabase-js';

// What a person can do about each error code the auth service answers with.
const messages: Record<string, string> = {
  invalid_credentials: 'That email and password do not match. Check them, or sign in with a code.',
  email_not_confirmed:
    'Your email address is not confirmed yet. Open the link we sent you, or sign up again to get a new one.',
  user_already_exists: 'An account with this email already exists. Sign in instead.',
  otp_expired: 'That code is wrong or has expired. Ask for a new one.',
  otp_disabled: 'There is no account with this email address. Sign up first.',
  over_request_rate_limit: 'Too many attempts. Wait a minute, then try again.',
  same_password: 'Choose a password different from your current one.',
  user_banned: 'This account is blocked. Contact the business.',
  mfa_verification_failed:
    'That code is not right. Enter the code your authenticator app shows now, or the one in the latest text message.',
  mfa_challenge_expired: 'That took too long. Enter a new code.',
  mfa_verified_factor_exists: 'This phone is already set up for your sign-in.',
  mfa_factor_name_conflict: 'You already have a second step with that name.',
  too_many_enrolled_mfa_factors:
    'You have as many second steps as an account can have. Remove one first.',
  insufficient_aal: 'Confirm with your second step first.',
  reauthentication_not_valid: 'That code is wrong or has expired. Use the latest code we emailed.',
};

/** A clear sentence for an auth failure, shown above the form. */
export function authErrorMessage(error: unknown): string {
  if (!isAuthError(error)) return 'Something went wrong. Try again.';
  if (error.name === 'AuthRetryableFetchError') {
    return 'We could not reach the server. Check your connection and try again.';
  }
  const code = error.code ?? '';
  // The rate-limit texts say how many seconds to wait; the weak-password text says what is short.
  if (/^over_(email|sms)_send_rate_limit$/.test(code) || code === 'weak_password') {
    return error.message;
  }
  return messages[code] ?? error.message;
}
