import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError } from '../errors/auth-error.ts';
import { sendAuthEmail, sendAuthSms } from '../one-time/send-auth-message.ts';
import { startSession } from '../tokens/issue-session.ts';
import { createFlowState, type PkceChallenge } from '../tokens/pkce.ts';
import { toUserJson, type UserRow } from './user-json.ts';
import { findUserByEmail, findUserById, insertUser, listIdentities } from './user-store.ts';

export interface SignUpInput {
  email?: string | undefined;
  phone?: string | undefined;
  passwordHash: string;
  data: Record<string, unknown>;
  pkce: PkceChallenge | undefined;
  apiUrl: string;
  redirectTo: string;
}

/**
 * Someone signing up with an address that already has a confirmed account gets a user that
 * looks new, so the answer does not reveal that the address is registered (contract §5.1).
 */
function lookalikeUser(existing: UserRow, data: Record<string, unknown>) {
  const now = new Date();
  return toUserJson(
    {
      ...existing,
      id: randomUUID(),
      email_confirmed_at: null,
      phone_confirmed_at: null,
      last_sign_in_at: null,
      confirmation_sent_at: now,
      raw_user_meta_data: data,
      created_at: now,
      updated_at: now,
    },
    [],
  );
}

async function findByAddress(q: Queryable, input: SignUpInput) {
  if (input.email !== undefined) return findUserByEmail(q, input.email, true);
  const { rows } = await q.query<UserRow>('select * from auth.users where phone = $1 for update', [
    input.phone,
  ]);
  return rows[0];
}

/** POST /signup inside one transaction: a session when autoconfirm is on, else the user. */
export async function signUp(
  services: AuthServices,
  q: Queryable,
  input: SignUpInput,
): Promise<Record<string, unknown>> {
  const { autoconfirm } = services.config.auth;
  const existing = await findByAddress(q, input);
  const confirmedAt =
    input.email !== undefined ? existing?.email_confirmed_at : existing?.phone_confirmed_at;
  if (existing !== undefined && confirmedAt != null) {
    if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
    return lookalikeUser(existing, input.data);
  }

  let user: UserRow;
  if (existing === undefined) {
    user = await insertUser(q, {
      email: input.email,
      phone: input.phone,
      passwordHash: input.passwordHash,
      userMetadata: input.data,
      confirmed: autoconfirm,
    });
  } else {
    // An unconfirmed account belongs to whoever confirms it: the latest sign-up sets it up.
    const { rows } = await q.query<UserRow>(
      `update auth.users set encrypted_password = $2,
         raw_user_meta_data = raw_user_meta_data || $3, updated_at = now()
       where id = $1 returning *`,
      [existing.id, input.passwordHash, input.data],
    );
    user = rows[0] as UserRow;
  }

  if (autoconfirm) {
    return {
      ...(await startSession(services, q, {
        userId: user.id,
        method: 'password',
        apiUrl: input.apiUrl,
      })),
    };
  }
  if (input.email !== undefined) {
    const flowStateId = await createFlowState(q, {
      userId: user.id,
      pkce: input.pkce,
      authenticationMethod: 'email/signup',
    });
    await sendAuthEmail(services, q, {
      user,
      kind: 'confirmation',
      to: input.email,
      apiUrl: input.apiUrl,
      redirectTo: input.redirectTo,
      flowStateId,
    });
  } else {
    await sendAuthSms(services, q, { user, type: 'phone_confirmation', to: input.phone ?? '' });
  }
  const sent = (await findUserById(q, user.id)) as UserRow;
  return toUserJson(sent, await listIdentities(q, user.id));
}
