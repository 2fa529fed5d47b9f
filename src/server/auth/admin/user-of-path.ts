import type { Context } from 'hono';
import type { AuthServices } from '../auth-services.ts';
import { AuthError } from '../errors/auth-error.ts';
import type { UserRow } from '../users/user-json.ts';
import { findUserById } from '../users/user-store.ts';
import { isUuid } from '../../../shared/uuid.ts';

/** The user an admin path names by `:id`: 404 as Supabase answers for a bad or unknown id. */
export async function userOfPath(services: AuthServices, c: Context): Promise<UserRow> {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(services.db, id);
  if (user === undefined) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}
