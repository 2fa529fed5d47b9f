import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Queryable } from '../../db/database.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError } from '../errors/auth-error.ts';
import { requestOptions, verifyAuthentication } from '../mfa/webauthn-ceremony.ts';
import type { UserRow } from '../users/user-json.ts';
import { findUserById } from '../users/user-store.ts';
import { passkeyRelyingParty, passkeyVerificationFailed } from './passkey-relying-party.ts';
import {
  consumeChallenge,
  createChallenge,
  findPasskeyByCredentialId,
  type PasskeyRow,
} from './passkey-store.ts';

/** POST /passkeys/authentication/options: a challenge any passkey of this site may answer. */
export async function passkeySignInOptions(services: AuthServices, q: Queryable) {
  const options = await requestOptions(passkeyRelyingParty(services));
  const challenge = await createChallenge(q, {
    type: 'authentication',
    userId: null,
    challenge: options.challenge,
  });
  return { challenge_id: challenge.id, options, expires_at: challenge.expiresAt };
}

/** The user handle a discoverable credential carries names the user it was registered for. */
function namesItsUser(response: AuthenticationResponseJSON, passkey: PasskeyRow): boolean {
  const handle = response.response?.userHandle;
  return (
    typeof handle === 'string' &&
    Buffer.from(handle, 'base64url').toString('utf8') === passkey.user_id
  );
}

function refuseUnusable(user: UserRow): void {
  if (user.email !== null && user.email !== '' && user.email_confirmed_at === null) {
    throw new AuthError(403, 'email_not_confirmed', 'Email not confirmed');
  }
  if (user.phone !== null && user.phone !== '' && user.phone_confirmed_at === null) {
    throw new AuthError(403, 'phone_not_confirmed', 'Phone not confirmed');
  }
  if (user.banned_until !== null && user.banned_until > new Date()) {
    throw new AuthError(403, 'user_banned', 'User is banned');
  }
}

/** Uses up a sign-in challenge, whatever the answer to it turns out to be. */
export function takeSignInChallenge(q: Queryable, challengeId: string): Promise<string> {
  return consumeChallenge(q, { id: challengeId, type: 'authentication', userId: null });
}

/**
 * POST /passkeys/authentication/verify, inside a transaction: the assertion is checked against
 * the passkey it names (its signature counter must grow), and the passkey's user answered for a
 * new session.
 */
export async function verifyPasskeySignIn(
  services: AuthServices,
  q: Queryable,
  input: { expectedChallenge: string; credential: unknown },
): Promise<{ user: UserRow; passkey: PasskeyRow }> {
  const { expectedChallenge } = input;
  const response = input.credential as AuthenticationResponseJSON;
  const passkey =
    typeof response?.id === 'string' ? await findPasskeyByCredentialId(q, response.id) : undefined;
  if (passkey === undefined || !namesItsUser(response, passkey)) {
    throw passkeyVerificationFailed();
  }
  const signCount = await verifyAuthentication(passkeyRelyingParty(services), {
    response,
    expectedChallenge,
    credential: {
      credentialId: passkey.credential_id,
      publicKey: passkey.public_key,
      signCount: Number(passkey.sign_count),
    },
  }).catch((error: unknown) => {
    services.logger.info({ err: error }, 'passkey sign-in refused');
    throw passkeyVerificationFailed();
  });
  const user = (await findUserById(q, passkey.user_id)) as UserRow;
  refuseUnusable(user);
  await q.query(
    `update auth.webauthn_credentials
     set sign_count = $2, last_used_at = now(), updated_at = now() where id = $1`,
    [passkey.id, signCount],
  );
  return { user, passkey };
}
