import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Queryable } from '../../db/database.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import { requireAal2OnceEnrolled } from '../mfa/require-aal2.ts';
import { creationOptions, verifyRegistration } from '../mfa/webauthn-ceremony.ts';
import type { Authenticated } from '../request/authenticate.ts';
import { passkeyRelyingParty, passkeyVerificationFailed } from './passkey-relying-party.ts';
import {
  createChallenge,
  insertPasskey,
  listPasskeys,
  maxPasskeysPerUser,
  type PasskeyRow,
} from './passkey-store.ts';

const tooMany = () => new AuthError(422, 'too_many_passkeys', 'Maximum number of passkeys reached');

/**
 * With a second step set up, passkeys are added and removed only from a session that passed
 * it, as Supabase Auth decides.
 */
export async function requirePasskeyManagement(q: Queryable, current: Authenticated) {
  await requireAal2OnceEnrolled(q, current, {
    status: 403,
    message: 'AAL2 session is required to manage passkeys when MFA is enabled',
  });
}

function nameOf(current: Authenticated): { userName: string; displayName: string } {
  const userName = current.user.email ?? current.user.phone ?? current.user.id;
  const meta = current.user.raw_user_meta_data;
  const named = [meta.name, meta.full_name].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return { userName, displayName: named ?? userName };
}

/** An SSO account signs in at its organisation only. */
function refuseSsoAccount(current: Authenticated) {
  if (String(current.user.raw_app_meta_data.provider ?? '').startsWith('sso:')) {
    throw new AuthError(422, 'validation_failed', 'SSO users cannot register passkeys');
  }
}

/** POST /passkeys/registration/options: a challenge to make a passkey that signs this user in. */
export async function passkeyRegistrationOptions(
  services: AuthServices,
  q: Queryable,
  current: Authenticated,
) {
  refuseSsoAccount(current);
  await requirePasskeyManagement(q, current);
  const existing = await listPasskeys(q, current.user.id);
  if (existing.length >= maxPasskeysPerUser) throw tooMany();
  const options = await creationOptions(passkeyRelyingParty(services), {
    userId: current.user.id,
    ...nameOf(current),
    excludeCredentialIds: existing.map((passkey) => passkey.credential_id),
    residentKey: 'required',
  });
  const challenge = await createChallenge(q, {
    type: 'registration',
    userId: current.user.id,
    challenge: options.challenge,
  });
  return { challenge_id: challenge.id, options, expires_at: challenge.expiresAt };
}

/** POST /passkeys/registration/verify, inside a transaction, after the challenge is used up. */
export async function registerPasskey(
  services: AuthServices,
  q: Queryable,
  current: Authenticated,
  input: { expectedChallenge: string; credential: unknown },
): Promise<PasskeyRow> {
  refuseSsoAccount(current);
  await requirePasskeyManagement(q, current);
  const response = input.credential as RegistrationResponseJSON;
  if (typeof response !== 'object' || response === null) {
    throw validationFailed('credential is required');
  }
  const registered = await verifyRegistration(passkeyRelyingParty(services), {
    response,
    expectedChallenge: input.expectedChallenge,
  }).catch((error: unknown) => {
    services.logger.info({ err: error }, 'passkey registration refused');
    throw passkeyVerificationFailed();
  });
  // Counted under a lock on the user, so two registrations at once cannot pass the limit.
  await q.query('select 1 from auth.users where id = $1 for update', [current.user.id]);
  if ((await listPasskeys(q, current.user.id)).length >= maxPasskeysPerUser) throw tooMany();
  const transports = response.response?.transports;
  return insertPasskey(q, current.user.id, {
    ...registered,
    transports: Array.isArray(transports) ? transports.map(String) : [],
    friendlyName: 'Passkey',
  });
}
