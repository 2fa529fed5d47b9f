import type { Queryable } from '../../db/database.ts';
import { AuthError } from '../errors/auth-error.ts';
import type { FactorRow } from './factor-json.ts';

export async function listFactors(q: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await q.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

/** One of the user's factors, locked for the transaction; 404 when it is someone else's. */
export async function lockUserFactor(
  q: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow> {
  // Compared as text, so that an id that is no uuid is simply not found.
  const { rows } = await q.query<FactorRow>(
    'select * from auth.mfa_factors where id::text = $1 and user_id = $2 for update',
    [factorId, userId],
  );
  const factor = rows[0];
  if (factor === undefined) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

export async function hasVerifiedFactor(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`,
    [userId],
  );
  return rows.length > 0;
}
