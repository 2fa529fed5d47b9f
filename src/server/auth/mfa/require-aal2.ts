import type { Queryable } from '../../db/database.ts';
import { AuthError } from '../errors/auth-error.ts';
import type { SessionRow } from '../tokens/access-token-claims.ts';
import type { UserRow } from '../users/user-json.ts';
import { lacksRequiredAal } from './assurance-level.ts';
import { hasVerifiedFactor } from './factor-store.ts';

/**
 * Refuses a guarded change (contract §5.17 "server-side gates") from an aal1 session of a user
 * who has a verified factor; each gate answers with its own status and message.
 */
export async function requireAal2OnceEnrolled(
  q: Queryable,
  current: { user: UserRow; session: SessionRow },
  refusal: { status: number; message: string },
): Promise<void> {
  if (lacksRequiredAal(await hasVerifiedFactor(q, current.user.id), current.session.aal)) {
    throw new AuthError(refusal.status, 'insufficient_aal', refusal.message);
  }
}
