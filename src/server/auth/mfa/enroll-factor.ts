import QRCode from 'qrcode';
import { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import { parsePhone } from '../request/addresses.ts';
import type { SessionRow } from '../tokens/access-token-claims.ts';
import type { UserRow } from '../users/user-json.ts';
import type { FactorRow } from './factor-json.ts';
import { requireAal2OnceEnrolled } from './require-aal2.ts';
import { newTotpEnrolment } from './totp-codes.ts';

export const enrollBody = z.object({
  factor_type: z.string().nullish(),
  friendly_name: z.string().nullish(),
  issuer: z.string().nullish(),
  phone: z.string().nullish(),
});

// As Supabase's default MFA_MAX_ENROLLED_FACTORS.
const maxFactors = 10;

async function insertFactor(
  q: Queryable,
  userId: string,
  factor: Pick<FactorRow, 'friendly_name' | 'factor_type' | 'secret' | 'phone'>,
): Promise<FactorRow> {
  const { rows } = await q.query<FactorRow>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret, phone)
     values ($1, $2, $3, $4, $5) on conflict (user_id, friendly_name) do nothing returning *`,
    [userId, factor.friendly_name, factor.factor_type, factor.secret, factor.phone],
  );
  const inserted = rows[0];
  if (inserted === undefined) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${factor.friendly_name}" for this user already exists`,
    );
  }
  return inserted;
}

async function enrollTotp(
  services: AuthServices,
  q: Queryable,
  user: UserRow,
  input: { friendlyName: string; issuer: string | undefined },
) {
  const issuer = input.issuer || new URL(services.config.siteUrl).host;
  const { secret, uri } = newTotpEnrolment(issuer, user.email ?? user.phone ?? user.id);
  const factor = await insertFactor(q, user.id, {
    friendly_name: input.friendlyName,
    factor_type: 'totp',
    secret,
    phone: null,
  });
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M' });
  return {
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name,
    totp: { qr_code: qrCode, secret, uri },
  };
}

async function enrollPhone(
  q: Queryable,
  user: UserRow,
  input: { friendlyName: string; phone: string | undefined },
) {
  if (!input.phone) throw validationFailed('Invalid phone number format (E.164 required)');
  const phone = parsePhone(input.phone);
  await q.query(
    `delete from auth.mfa_factors
     where user_id = $1 and factor_type = 'phone' and phone = $2 and status = 'unverified'`,
    [user.id, phone],
  );
  const verified = await q.query(
    `select 1 from auth.mfa_factors
     where user_id = $1 and factor_type = 'phone' and phone = $2 and status = 'verified'`,
    [user.id, phone],
  );
  if (verified.rows.length > 0) {
    throw new AuthError(
      422,
      'mfa_verified_factor_exists',
      'A verified phone factor already exists, unenroll the existing factor to continue',
    );
  }
  const factor = await insertFactor(q, user.id, {
    friendly_name: input.friendlyName,
    factor_type: 'phone',
    secret: null,
    phone,
  });
  return { id: factor.id, type: 'phone', friendly_name: factor.friendly_name, phone };
}

/** POST /factors inside one transaction: a new unverified factor (contract §5.17). */
export async function enrollFactor(
  services: AuthServices,
  q: Queryable,
  current: { user: UserRow; session: SessionRow },
  body: z.output<typeof enrollBody>,
) {
  const { user } = current;
  // Two enrolments of one user take turns, so the aal2 gate and the count see each other.
  await q.query('select 1 from auth.users where id = $1 for update', [user.id]);
  await requireAal2OnceEnrolled(q, current, {
    status: 403,
    message: 'AAL2 required to enroll a new factor',
  });
  const { rows } = await q.query<{ count: number }>(
    'select count(*)::int as count from auth.mfa_factors where user_id = $1',
    [user.id],
  );
  if ((rows[0]?.count ?? 0) >= maxFactors) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of enrolled factors reached, unenroll to continue',
    );
  }
  const friendlyName = body.friendly_name?.trim() ?? '';
  switch (body.factor_type) {
    case 'totp':
      return enrollTotp(services, q, user, { friendlyName, issuer: body.issuer ?? undefined });
    case 'phone':
      return enrollPhone(q, user, { friendlyName, phone: body.phone ?? undefined });
    case 'webauthn': {
      // The credential itself comes with the first verify (challenge type "create").
      const factor = await insertFactor(q, user.id, {
        friendly_name: friendlyName,
        factor_type: 'webauthn',
        secret: null,
        phone: null,
      });
      return { id: factor.id, type: 'webauthn', friendly_name: factor.friendly_name };
    }
    default:
      throw validationFailed('factor_type needs to be totp, phone or webauthn');
  }
}
