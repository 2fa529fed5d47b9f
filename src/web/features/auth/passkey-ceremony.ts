import { isAuthError } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';
import { authErrorMessage } from './auth-error-message';

/**
 * The relying party this page claims. The server only accepts its own configured one
 * (WEBAUTHN_RP_ID / WEBAUTHN_RP_ORIGINS), so on another host the challenge is refused.
 */
const claimedRelyingParty = () => ({
  rpId: window.location.hostname,
  rpOrigins: [window.location.origin],
});

type Outcome = { error: unknown };

/** A sentence for a failed passkey step: the browser's prompt, or the server's refusal. */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof DOMException || (error instanceof Error && error.name !== 'Error')) {
    switch ((error as Error).name) {
      case 'NotAllowedError':
      case 'AbortError':
        return 'The passkey prompt was closed or timed out. Try again when you are ready.';
      case 'InvalidStateError':
        return 'This passkey is already on your account. Use another device or security key.';
      case 'NotSupportedError':
        return 'This browser or device cannot make a passkey. Try another browser.';
      case 'SecurityError':
        return 'Passkeys do not work on this address. Open the site at its usual address.';
    }
  }
  if (isAuthError(error) && error.code === 'mfa_verification_failed') {
    return 'The passkey did not match this account. Try again, or use another passkey.';
  }
  if (isAuthError(error) && error.code === 'webauthn_verification_failed') {
    return 'This site does not know that passkey, or it was removed. Use another way to sign in.';
  }
  if (
    isAuthError(error) &&
    (error.code === 'mfa_challenge_expired' || error.code === 'webauthn_challenge_expired')
  ) {
    return 'That took too long. Try again.';
  }
  if (isAuthError(error)) return authErrorMessage(error);
  if (error instanceof Error && error.message !== '') return error.message;
  return 'Something went wrong. Try again.';
}

export function browserSupportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/**
 * One WebAuthn round for a factor: the server's challenge, the browser's prompt with the
 * server's options as they are, and verify. Registers an unverified factor ("create") or signs
 * in with a verified one ("request"); either way the session becomes aal2.
 */
export async function passkeyCeremony(supabase: Supabase, factorId: string): Promise<Outcome> {
  if (!browserSupportsPasskeys()) {
    return { error: new Error('This browser cannot use passkeys. Try another browser.') };
  }
  const rp = claimedRelyingParty();
  const challenge = await supabase.auth.mfa.challenge({ factorId, webauthn: rp });
  if (challenge.error) return { error: challenge.error };
  const { id: challengeId, webauthn } = challenge.data;
  try {
    if (webauthn.type === 'create') {
      const credential = await navigator.credentials.create({
        // supabase-js types allow future transports ("cable") the DOM types do not know yet.
        publicKey: webauthn.credential_options.publicKey as PublicKeyCredentialCreationOptions,
      });
      if (credential === null) return { error: new DOMException('', 'NotAllowedError') };
      return await supabase.auth.mfa.verify({
        factorId,
        challengeId,
        webauthn: { ...rp, type: 'create', credential_response: credential as never },
      });
    }
    const credential = await navigator.credentials.get({
      publicKey: webauthn.credential_options.publicKey as PublicKeyCredentialRequestOptions,
    });
    if (credential === null) return { error: new DOMException('', 'NotAllowedError') };
    return await supabase.auth.mfa.verify({
      factorId,
      challengeId,
      webauthn: { ...rp, type: 'request', credential_response: credential as never },
    });
  } catch (error) {
    return { error };
  }
}
