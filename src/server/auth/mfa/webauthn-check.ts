import type { WebauthnConfig } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import type { FactorRow } from './factor-json.ts';
import { verificationFailed, type ChallengeRow } from './challenge-record.ts';
import { verifyAuthentication, verifyRegistration } from './webauthn-ceremony.ts';
import { trustedRelyingParty, type ClaimedRelyingParty } from './webauthn-relying-party.ts';

/** The `webauthn` member of a verify body (supabase-js: type, rpId, rpOrigins, response). */
export interface WebauthnVerifyInput extends ClaimedRelyingParty {
  type?: string | null | undefined;
  credential_response?: unknown;
}

/** What a passed WebAuthn check changes on the factor. */
export interface WebauthnUpdate {
  credential?: { id: string; publicKey: Uint8Array; aaguid: string };
  signCount?: number;
}

/**
 * A WebAuthn response checked against the challenge handed out and the configured relying
 * party: a new credential for a "create" challenge, a signature (and a growing counter) by
 * the registered one for a "request" challenge; 422 mfa_verification_failed otherwise.
 */
export async function checkWebauthn(
  q: Queryable,
  input: {
    factor: FactorRow;
    challenge: ChallengeRow;
    webauthn: WebauthnVerifyInput | null | undefined;
    config: WebauthnConfig;
  },
): Promise<WebauthnUpdate> {
  const { factor, challenge, webauthn } = input;
  if (webauthn === undefined || webauthn === null || webauthn.credential_response == null) {
    throw validationFailed('webauthn with a credential_response is required for this factor');
  }
  const expectedChallenge = challenge.web_authn_challenge ?? '';
  if (webauthn.type != null && webauthn.type !== challenge.web_authn_type) {
    throw validationFailed(
      `The challenge is of type "${challenge.web_authn_type}", not "${webauthn.type}"`,
    );
  }
  const rp = { ...trustedRelyingParty(input.config, webauthn), rpName: input.config.rpName };
  if (challenge.web_authn_type === 'create') {
    const registered = await verifyRegistration(rp, {
      response: webauthn.credential_response,
      expectedChallenge,
    });
    const taken = await q.query(
      'select 1 from auth.mfa_factors where web_authn_credential_id = $1 and id <> $2',
      [registered.credentialId, factor.id],
    );
    if (taken.rows.length > 0) {
      throw new AuthError(
        422,
        'mfa_verification_failed',
        'Invalid WebAuthn credential: this authenticator is already registered',
      );
    }
    return {
      credential: {
        id: registered.credentialId,
        publicKey: registered.publicKey,
        aaguid: registered.aaguid,
      },
      signCount: registered.signCount,
    };
  }
  const credentialId = factor.web_authn_credential_id;
  const publicKey = factor.web_authn_public_key;
  if (!credentialId || !publicKey) {
    throw new AuthError(422, 'mfa_verification_failed', verificationFailed.webauthn);
  }
  const signCount = await verifyAuthentication(rp, {
    response: webauthn.credential_response,
    expectedChallenge,
    credential: {
      credentialId,
      publicKey,
      signCount: Number(factor.web_authn_sign_count ?? 0),
    },
  });
  return { signCount };
}
