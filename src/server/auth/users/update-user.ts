import type { Queryable } from '../../db/database.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError } from '../errors/auth-error.ts';
import { consumeOneTimeToken } from '../one-time/one-time-tokens.ts';
import { sendAuthEmail, sendAuthSms } from '../one-time/send-auth-message.ts';
import type { SessionRow } from '../tokens/access-token-claims.ts';
import { createFlowState, type PkceChallenge } from '../tokens/pkce.ts';
import { mergeMetadata } from './merge-metadata.ts';
import type { UserRow } from './user-json.ts';
import { findUserById } from './user-store.ts';

export interface UserUpdate {
  email?: string | undefined;
  phone?: string | undefined;
  /** Already checked (aal2, nonce, policy, not the old one) and hashed. */
  passwordHash?: string | undefined;
  data?: Record<string, unknown> | undefined;
  pkce: PkceChallenge | undefined;
  apiUrl: string;
  redirectTo: string;
}

/** Throws unless a password change may go ahead without, or with this, reauthentication nonce. */
export async function checkNonce(
  services: AuthServices,
  q: Queryable,
  user: UserRow,
  session: SessionRow,
  nonce: string | undefined,
) {
  // As Supabase's "secure password change": a session older than a day (by default) must prove
  // it is still its user with the code GET /reauthenticate sent.
  const { securePasswordChange, securePasswordChangeAfter } = services.config.auth;
  if (!securePasswordChange) return;
  if (Date.now() - session.created_at.getTime() < securePasswordChangeAfter * 1000) return;
  if (!nonce) {
    throw new AuthError(
      400,
      'reauthentication_needed',
      'Password update requires reauthentication',
    );
  }
  const relatesTo = user.email ?? user.phone ?? '';
  const token = await consumeOneTimeToken(q, { relatesTo, code: nonce }, ['reauthentication']);
  if (token?.user_id !== user.id) {
    throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  }
}

async function addressTaken(q: Queryable, column: 'email' | 'phone', value: string, id: string) {
  const { rows } = await q.query(
    `select 1 from auth.users where ${column === 'email' ? 'lower(email) = lower($1)' : 'phone = $1'}
       and id <> $2`,
    [value, id],
  );
  return rows.length > 0;
}

/** PUT /user inside one transaction (contract §5.9); returns the updated user row. */
export async function updateUser(
  services: AuthServices,
  q: Queryable,
  current: { user: UserRow; session: SessionRow },
  update: UserUpdate,
): Promise<UserRow> {
  const { user, session } = current;
  if (update.passwordHash !== undefined) {
    await q.query(
      'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
      [user.id, update.passwordHash],
    );
    // A new password ends every other session and voids links sent under the old one.
    await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      user.id,
      session.id,
    ]);
    await q.query(
      `delete from auth.one_time_tokens where user_id = $1 and token_type in ('recovery', 'magiclink')`,
      [user.id],
    );
  }
  if (update.data !== undefined) {
    await q.query(
      'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
      [user.id, mergeMetadata(user.raw_user_meta_data, update.data)],
    );
  }
  if (update.email !== undefined && update.email !== user.email) {
    if (await addressTaken(q, 'email', update.email, user.id)) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    await q.query('update auth.users set email_change = $2, updated_at = now() where id = $1', [
      user.id,
      update.email,
    ]);
    const flowStateId = await createFlowState(q, {
      userId: user.id,
      pkce: update.pkce,
      authenticationMethod: 'email_change',
    });
    await sendAuthEmail(services, q, {
      user,
      kind: 'email_change',
      to: update.email,
      apiUrl: update.apiUrl,
      redirectTo: update.redirectTo,
      flowStateId,
    });
  }
  if (update.phone !== undefined && update.phone !== user.phone) {
    if (await addressTaken(q, 'phone', update.phone, user.id)) {
      throw new AuthError(
        422,
        'phone_exists',
        'A user with this phone number has already been registered',
      );
    }
    await q.query('update auth.users set phone_change = $2, updated_at = now() where id = $1', [
      user.id,
      update.phone,
    ]);
    await sendAuthSms(services, q, { user, type: 'phone_change', to: update.phone });
  }
  return (await findUserById(q, user.id)) as UserRow;
}
