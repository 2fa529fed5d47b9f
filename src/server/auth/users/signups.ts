import type { AuthConfig } from '../../config.ts';
import { AuthError } from '../errors/auth-error.ts';

/** Supabase Auth's refusal of a new user while sign-ups are off (AUTH_DISABLE_SIGNUP). */
export const signupDisabled = () =>
  new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');

/**
 * Throws when sign-ups are off. Every way a person can make themselves a user calls it before
 * creating one (sign-up, codes, external identities, SSO, wallets, anonymous sign-in); only an
 * admin still can (create, invite, generate_link), as on Supabase.
 */
export function refuseIfSignupsClosed(auth: Pick<AuthConfig, 'disableSignup'>): void {
  if (auth.disableSignup) throw signupDisabled();
}
