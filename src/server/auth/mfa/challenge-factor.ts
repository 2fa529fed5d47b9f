import type { Queryable } from '../../db/database.ts';
import type { AuthServices } from '../auth-services.ts';
import { authSms } from '../mail/message-templates.ts';
import { checkInterval } from '../one-time/send-auth-message.ts';
import { newOtpCode, sha256Hex } from '../tokens/token-digest.ts';
import type { UserRow } from '../users/user-json.ts';
import type { FactorRow } from './factor-json.ts';
import { creationOptions, requestOptions } from './webauthn-ceremony.ts';
import { trustedRelyingParty, type ClaimedRelyingParty } from './webauthn-relying-party.ts';

// As Supabase's MFA challenge lifetime.
export const challengeLifetimeSeconds = 300;

/**
 * The options of a WebAuthn challenge: registration ("create") while the factor is unverified,
 * sign-in ("request") once it holds a credential; always for the configured relying party.
 */
async function webauthnOptions(
  services: AuthServices,
  q: Queryable,
  input: { factor: FactorRow; user: UserRow; claimed: ClaimedRelyingParty | null | undefined },
) {
  const { factor, user } = input;
  const rp = {
    ...trustedRelyingParty(services.config.auth.webauthn, input.claimed),
    rpName: services.config.auth.webauthn.rpName,
  };
  const credentialId = factor.web_authn_credential_id;
  if (factor.status === 'verified' && credentialId) {
    return { type: 'request' as const, publicKey: await requestOptions(rp, credentialId) };
  }
  const registered = await q.query<{ web_authn_credential_id: string }>(
    `select web_authn_credential_id from auth.mfa_factors
     where user_id = $1 and web_authn_credential_id is not null`,
    [user.id],
  );
  const userName = user.email || user.phone || user.id;
  const publicKey = await creationOptions(rp, {
    userId: user.id,
    userName,
    displayName: factor.friendly_name || userName,
    excludeCredentialIds: registered.rows.map((row) => row.web_authn_credential_id),
  });
  return { type: 'create' as const, publicKey };
}

/**
 * POST /factors/{id}/challenge inside one transaction, with the factor locked: records the
 * caller's address (verify must come from the same one); for a phone, texts the code, which
 * then only exists as a digest; for WebAuthn, keeps the random challenge the browser must sign.
 */
export async function challengeFactor(
  services: AuthServices,
  q: Queryable,
  input: {
    factor: FactorRow;
    user: UserRow;
    ip: string;
    webauthn?: ClaimedRelyingParty | null | undefined;
  },
): Promise<{
  id: string;
  type: string;
  expires_at: number;
  webauthn?: { type: 'create' | 'request'; credential_options: { publicKey: unknown } };
}> {
  const { factor } = input;
  const code = factor.factor_type === 'phone' ? newOtpCode() : undefined;
  if (code !== undefined) {
    checkInterval(
      services.config.auth.mfaPhoneMinInterval,
      factor.last_challenged_at,
      'over_sms_send_rate_limit',
    );
  }
  const webauthn =
    factor.factor_type === 'webauthn'
      ? await webauthnOptions(services, q, { ...input, claimed: input.webauthn })
      : undefined;
  const { rows } = await q.query<{ id: string; expires_at: Date }>(
    `insert into auth.mfa_challenges
       (factor_id, ip_address, otp_code_hash, web_authn_challenge, web_authn_type, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) returning id, expires_at`,
    [
      factor.id,
      input.ip,
      code === undefined ? null : sha256Hex(code),
      webauthn?.publicKey.challenge ?? null,
      webauthn?.type ?? null,
      challengeLifetimeSeconds,
    ],
  );
  await q.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
    factor.id,
  ]);
  if (code !== undefined) await services.mailer.send(q, authSms(factor.phone ?? '', code));
  const challenge = rows[0] as { id: string; expires_at: Date };
  return {
    id: challenge.id,
    type: factor.factor_type,
    expires_at: Math.floor(challenge.expires_at.getTime() / 1000),
    ...(webauthn === undefined
      ? {}
      : {
          webauthn: {
            type: webauthn.type,
            credential_options: { publicKey: webauthn.publicKey },
          },
        }),
  };
}
