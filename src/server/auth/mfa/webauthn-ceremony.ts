import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { AuthError } from '../errors/auth-error.ts';

/** The relying party a ceremony is bound to (webauthn-relying-party.ts) and its display name. */
export interface RelyingParty {
  rpId: string;
  rpOrigins: string[];
  rpName: string;
}

/** What a verified registration leaves on the factor. */
export interface RegisteredCredential {
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  aaguid: string;
  /** Whether the key may be synced to other devices, and whether it is. */
  backupEligible: boolean;
  backedUp: boolean;
}

/** The stored credential a sign-in is checked against. */
export interface StoredCredential {
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
}

// The browser's prompt may stay open a little less than the challenge lives (300 s).
const promptTimeoutMs = 120_000;

const invalidCredential = (reason: string) =>
  new AuthError(422, 'mfa_verification_failed', `Invalid WebAuthn credential: ${reason}`);

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** publicKey options for navigator.credentials.create(), as JSON (challenge "create"). */
export async function creationOptions(
  rp: RelyingParty,
  input: {
    userId: string;
    userName: string;
    displayName: string;
    excludeCredentialIds: string[];
    /** 'required' for a passkey that signs in alone: it must name its user (discoverable). */
    residentKey?: 'preferred' | 'required';
  },
) {
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userID: new TextEncoder().encode(input.userId),
    userName: input.userName,
    userDisplayName: input.displayName,
    timeout: promptTimeoutMs,
    attestationType: 'none',
    excludeCredentials: input.excludeCredentialIds.map((id) => ({ id })),
    authenticatorSelection: {
      residentKey: input.residentKey ?? 'preferred',
      userVerification: 'preferred',
    },
  });
}

/**
 * publicKey options for navigator.credentials.get(), as JSON (challenge "request"): for one
 * credential, or, without one, for any passkey of this site the person picks (discoverable).
 */
export async function requestOptions(rp: RelyingParty, credentialId?: string) {
  return generateAuthenticationOptions({
    rpID: rp.rpId,
    ...(credentialId === undefined ? {} : { allowCredentials: [{ id: credentialId }] }),
    timeout: promptTimeoutMs,
    userVerification: 'preferred',
  });
}

/** Checks an attestation against the challenge handed out; 422 when anything is off. */
export async function verifyRegistration(
  rp: RelyingParty,
  input: { response: unknown; expectedChallenge: string },
): Promise<RegisteredCredential> {
  let result;
  try {
    result = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: input.expectedChallenge,
      expectedOrigin: rp.rpOrigins,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
    });
  } catch (error) {
    throw invalidCredential(reasonOf(error));
  }
  if (!result.verified) throw invalidCredential('the attestation did not verify');
  const { credential, aaguid, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: credential.publicKey,
    signCount: credential.counter,
    aaguid,
    backupEligible: credentialDeviceType === 'multiDevice',
    backedUp: credentialBackedUp,
  };
}

/**
 * Checks an assertion against the challenge and the stored credential, and answers the new
 * signature counter. A counter that does not grow (a cloned authenticator) is refused.
 */
export async function verifyAuthentication(
  rp: RelyingParty,
  input: { response: unknown; expectedChallenge: string; credential: StoredCredential },
): Promise<number> {
  const response = input.response as AuthenticationResponseJSON;
  if (response?.id !== input.credential.credentialId) {
    throw invalidCredential('the credential is not the one registered for this factor');
  }
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: input.expectedChallenge,
      expectedOrigin: rp.rpOrigins,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
      credential: {
        id: input.credential.credentialId,
        publicKey: new Uint8Array(input.credential.publicKey),
        counter: input.credential.signCount,
      },
    });
  } catch (error) {
    throw invalidCredential(reasonOf(error));
  }
  if (!result.verified) throw invalidCredential('the signature did not verify');
  return result.authenticationInfo.newCounter;
}
