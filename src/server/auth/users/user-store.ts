import type { Queryable } from '../../db/database.ts';
import { listFactors } from '../mfa/factor-store.ts';
import { toUserJson, type IdentityRow, type UserRow } from './user-json.ts';

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0];
}

/** Finds by address whatever its case; `forUpdate` locks the row for the transaction. */
export async function findUserByEmail(
  q: Queryable,
  email: string,
  forUpdate = false,
): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `select * from auth.users where lower(email) = lower($1)${forUpdate ? ' for update' : ''}`,
    [email],
  );
  return rows[0];
}

export async function findUserByPhone(q: Queryable, phone: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>('select * from auth.users where phone = $1', [phone]);
  return rows[0];
}

export async function listIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

/** The User object of a stored user, with its identities and factors. */
export async function loadUserJson(q: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  return toUserJson(user, await listIdentities(q, user.id), await listFactors(q, user.id));
}

export interface NewUser {
  email?: string;
  phone?: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
}

/** Creates a user with its email or phone identity, as a sign-up or an admin does. */
export async function insertUser(q: Queryable, input: NewUser): Promise<UserRow> {
  const provider = input.email === undefined ? 'phone' : 'email';
  const appMetadata = { provider, providers: [provider], ...input.appMetadata };
  const verified = input.confirmed ? { [`${provider}_verified`]: true } : {};
  const userMetadata = { ...input.userMetadata, ...verified };
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (email, phone, encrypted_password, raw_user_meta_data,
       raw_app_meta_data, email_confirmed_at, phone_confirmed_at)
     values ($1, $2, $3, $4, $5,
       case when $6 and $1::text is not null then now() end,
       case when $6 and $2::text is not null then now() end)
     returning *`,
    [
      input.email ?? null,
      input.phone ?? null,
      input.passwordHash,
      userMetadata,
      appMetadata,
      input.confirmed,
    ],
  );
  const user = rows[0] as UserRow;
  const address = input.email ?? input.phone;
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider)
     values ($1, $2, $3, $4)`,
    [
      user.id,
      user.id,
      {
        sub: user.id,
        [provider]: address,
        email_verified: false,
        phone_verified: false,
        ...userMetadata,
      },
      provider,
    ],
  );
  return user;
}

/** Marks the user's email confirmed, as the contract's verify does (email_verified in metadata). */
export async function confirmEmail(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}',
       updated_at = now()
     where id = $1`,
    [userId],
  );
  await q.query(
    `update auth.identities
     set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function confirmPhone(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()),
       raw_user_meta_data = raw_user_meta_data || '{"phone_verified": true}',
       updated_at = now()
     where id = $1`,
    [userId],
  );
}
