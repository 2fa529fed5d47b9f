import type { Queryable } from '../../db/database.ts';
import type { AuthServices } from '../auth-services.ts';
import { authSms } from '../mail/message-templates.ts';
import { checkInterval } from '../one-time/send-auth-message.ts';
import { newOtpCode, sha256Hex } from '../tokens/token-digest.ts';
import type { FactorRow } from './factor-json.ts';

// As Supabase's MFA challenge lifetime.
export const challengeLifetimeSeconds = 300;

/**
 * POST /factors/{id}/challenge inside one transaction, with the factor locked: records the
 * caller's address (verify must come from the same one) and, for a phone, texts the code,
 * which then only exists as a digest.
 */
export async function challengeFactor(
  services: AuthServices,
  q: Queryable,
  input: { factor: FactorRow; ip: string },
): Promise<{ id: string; type: string; expires_at: number }> {
  const { factor } = input;
  const code = factor.factor_type === 'phone' ? newOtpCode() : undefined;
  if (code !== undefined) {
    checkInterval(
      services.config.auth.mfaPhoneMinInterval,
      factor.last_challenged_at,
      'over_sms_send_rate_limit',
    );
  }
  const { rows } = await q.query<{ id: string; expires_at: Date }>(
    `insert into auth.mfa_challenges (factor_id, ip_address, otp_code_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4)) returning id, expires_at`,
    [factor.id, input.ip, code === undefined ? null : sha256Hex(code), challengeLifetimeSeconds],
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
  };
}
