import type { Queryable } from '../../db/database.ts';
import type { SessionRow } from '../tokens/access-token-claims.ts';
import type { UserRow } from '../users/user-json.ts';
import { assuranceLevel, factorAmrMethod } from './assurance-level.ts';
import type { FactorRow } from './factor-json.ts';
import { requireAal2OnceEnrolled } from './require-aal2.ts';

/** DELETE /factors/{id} inside one transaction, with the factor locked: a verified one needs aal2. */
export async function unenrollFactor(
  q: Queryable,
  current: { user: UserRow; session: SessionRow },
  factor: FactorRow,
): Promise<{ id: string }> {
  if (factor.status === 'verified') {
    await requireAal2OnceEnrolled(q, current, {
      status: 422,
      message: 'AAL2 required to unenroll verified factor',
    });
  }
  await removeFactor(q, factor);
  return { id: factor.id };
}

/** Deletes a locked factor; the sessions it raised lose its amr entry and, with it, aal2. */
export async function removeFactor(q: Queryable, factor: FactorRow): Promise<void> {
  const method = factorAmrMethod[factor.factor_type];
  const raised = await q.query<SessionRow>(
    'select * from auth.sessions where factor_id = $1 for update',
    [factor.id],
  );
  for (const session of raised.rows) {
    const amr = session.amr.filter((entry) => entry.method !== method);
    await q.query(
      `update auth.sessions set amr = $2, aal = $3, factor_id = null, updated_at = now()
       where id = $1`,
      [session.id, JSON.stringify(amr), assuranceLevel(amr)],
    );
  }
  await q.query('delete from auth.mfa_factors where id = $1', [factor.id]);
}
