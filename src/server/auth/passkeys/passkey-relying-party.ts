import type { AuthServices } from '../auth-services.ts';
import { AuthError } from '../errors/auth-error.ts';
import type { RelyingParty } from '../mfa/webauthn-ceremony.ts';
import { trustedRelyingParty } from '../mfa/webauthn-relying-party.ts';

/** The configured relying party: a passkey call carries no claim of its own to check. */
export function passkeyRelyingParty(services: AuthServices): RelyingParty {
  const { webauthn } = services.config.auth;
  return { ...trustedRelyingParty(webauthn, undefined), rpName: webauthn.rpName };
}

/** Any failed check of a passkey's answer, in Supabase Auth's words (the reason goes to the log). */
export const passkeyVerificationFailed = () =>
  new AuthError(400, 'webauthn_verification_failed', 'Credential verification failed');
