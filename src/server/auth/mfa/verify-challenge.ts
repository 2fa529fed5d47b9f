import type { Queryable } from '../../db/database.ts';
import { AuthError } from '../errors/auth-error.ts';
import { withAmr, type SessionRow } from '../tokens/access-token-claims.ts';
import { createRefreshToken } from '../tokens/session-store.ts';
import { sha256Hex } from '../tokens/token-digest.ts';
import { assuranceLevel, factorAmrMethod } from './assurance-level.ts';
import type { FactorRow } from './factor-json.ts';
import { acceptedTotpStep } from './totp-codes.ts';
import { verificationFailed, type ChallengeRow } from './challenge-record.ts';
import { checkWebauthn, type WebauthnUpdate, type WebauthnVerifyInput } from './webauthn-check.ts';
import type { WebauthnConfig } from '../../config.ts';

/** What a passed check changes on the factor besides verifying it. */
interface FactorUpdate extends WebauthnUpdate {
  totpStep?: number;
}

async function checkChallenge(
  q: Queryable,
  factor: FactorRow,
  input: { challengeId: string; ip: string },
): Promise<ChallengeRow> {
  // Compared as text, so that an id that is no uuid is simply not found.
  const { rows } = await q.query<ChallengeRow>(
    `select id, ip_address, otp_code_hash, web_authn_challenge, web_authn_type, verified_at,
       expires_at <= now() as expired
     from auth.mfa_challenges where id::text = $1 and factor_id = $2 for update`,
    [input.challengeId, factor.id],
  );
  const challenge = rows[0];
  if (challenge === undefined) {
    throw new AuthError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    );
  }
  if (challenge.verified_at !== null || challenge.ip_address !== input.ip) {
    throw new AuthError(
      422,
      'mfa_ip_address_mismatch',
      'Challenge was already used or was made from another address. Create a new challenge.',
    );
  }
  if (challenge.expired) {
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new factor.`,
    );
  }
  return challenge;
}

/** The accepted TOTP step (undefined for phones), or 422 when the code is wrong. */
function checkCode(factor: FactorRow, challenge: ChallengeRow, code: string): FactorUpdate {
  if (factor.factor_type === 'totp') {
    const step = acceptedTotpStep({
      secret: factor.secret ?? '',
      code,
      nowMs: Date.now(),
      lastUsedStep: factor.last_totp_step === null ? null : Number(factor.last_totp_step),
    });
    if (step !== undefined) return { totpStep: step };
  } else if (factor.factor_type === 'phone' && challenge.otp_code_hash === sha256Hex(code)) {
    return {};
  }
  throw new AuthError(422, 'mfa_verification_failed', verificationFailed[factor.factor_type]);
}

/**
 * POST /factors/{id}/verify inside one transaction, with the factor locked (contract §5.17):
 * the challenge is used up, the factor verified, and the caller's session raised to aal2 with
 * a new refresh token; the user's other sessions below aal2 end.
 */
export async function verifyChallenge(
  q: Queryable,
  input: {
    factor: FactorRow;
    session: SessionRow;
    challengeId: string;
    code: string;
    ip: string;
    webauthn?: WebauthnVerifyInput | null | undefined;
    webauthnConfig: WebauthnConfig;
  },
): Promise<{ session: SessionRow; refreshToken: string }> {
  const { factor } = input;
  const challenge = await checkChallenge(q, factor, input);
  const update: FactorUpdate =
    factor.factor_type === 'webauthn'
      ? await checkWebauthn(q, {
          factor,
          challenge,
          webauthn: input.webauthn,
          config: input.webauthnConfig,
        })
      : checkCode(factor, challenge, input.code);
  await q.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
  await q.query(
    `update auth.mfa_factors set status = 'verified', updated_at = now(),
       last_totp_step = coalesce($2, last_totp_step),
       web_authn_credential_id = coalesce($3, web_authn_credential_id),
       web_authn_public_key = coalesce($4, web_authn_public_key),
       web_authn_aaguid = coalesce($5::uuid, web_authn_aaguid),
       web_authn_sign_count = coalesce($6, web_authn_sign_count)
     where id = $1`,
    [
      factor.id,
      update.totpStep ?? null,
      update.credential?.id ?? null,
      update.credential?.publicKey ?? null,
      update.credential?.aaguid ?? null,
      update.signCount ?? null,
    ],
  );
  await q.query(
    `delete from auth.mfa_factors
     where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3`,
    [factor.user_id, factor.factor_type, factor.id],
  );
  const locked = await q.query<SessionRow>('select * from auth.sessions where id = $1 for update', [
    input.session.id,
  ]);
  const current = locked.rows[0] ?? input.session;
  const amr = withAmr(
    current.amr,
    factorAmrMethod[factor.factor_type],
    Math.floor(Date.now() / 1000),
  );
  const { rows } = await q.query<SessionRow>(
    `update auth.sessions set amr = $2, aal = $3, factor_id = $4, updated_at = now()
     where id = $1 returning *`,
    [current.id, JSON.stringify(amr), assuranceLevel(amr), factor.id],
  );
  const session = rows[0] as SessionRow;
  await q.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`, [
    session.user_id,
    session.id,
  ]);
  await q.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
     where session_id = $1 and not revoked`,
    [session.id],
  );
  return { session, refreshToken: await createRefreshToken(q, session, null) };
}
