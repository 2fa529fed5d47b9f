import type { Words } from '@shared/i18n/words.ts';
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

/** This browser has no passkeys at all; passkeyErrorMessage says so in the reader's words. */
class PasskeysUnsupported extends Error {}

/**
 * A sentence for a failed passkey step, in the reader's words: the browser's prompt, or the
 * server's refusal.
 */
export function passkeyErrorMessage(error: unknown, words: Words): string {
  if (error instanceof PasskeysUnsupported) {
    return words.formatMessage({ id: 'auth.passkeysUnsupported' });
  }
  if (error instanceof DOMException || (error instanceof Error && error.name !== 'Error')) {
    switch ((error as Error).name) {
      case 'NotAllowedError':
      case 'AbortError':
        return words.formatMessage({ id: 'auth.passkeyPromptClosed' });
      case 'InvalidStateError':
        return words.formatMessage({ id: 'auth.passkeyAlreadyAdded' });
      case 'NotSupportedError':
        return words.formatMessage({ id: 'auth.passkeyNotSupported' });
      case 'SecurityError':
        return words.formatMessage({ id: 'auth.passkeyWrongAddress' });
    }
  }
  if (isAuthError(error) && error.code === 'mfa_verification_failed') {
    return words.formatMessage({ id: 'auth.passkeyNoMatch' });
  }
  if (isAuthError(error) && error.code === 'webauthn_verification_failed') {
    return words.formatMessage({ id: 'auth.passkeyUnknown' });
  }
  if (
    isAuthError(error) &&
    (error.code === 'mfa_challenge_expired' || error.code === 'webauthn_challenge_expired')
  ) {
    return words.formatMessage({ id: 'auth.passkeyTooSlow' });
  }
  if (isAuthError(error)) return authErrorMessage(error, words);
  if (error instanceof Error && error.message !== '') return error.message;
  return words.formatMessage({ id: 'auth.errorUnknown' });
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
    return { error: new PasskeysUnsupported('This browser cannot use passkeys.') };
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
