import type { Queryable } from '../../db/database.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import { mergeMetadata } from '../users/merge-metadata.ts';
import type { UserRow } from '../users/user-json.ts';
import { confirmEmail, confirmPhone, findUserById, insertUser } from '../users/user-store.ts';
import type { AdminUserFields } from './admin-user-body.ts';

async function refuseTaken(q: Queryable, fields: AdminUserFields, exceptId: string | null) {
  const { rows } = await q.query<{ email_taken: boolean; phone_taken: boolean }>(
    `select coalesce(bool_or(lower(email) = lower($1)), false) as email_taken,
       coalesce(bool_or(phone = $2), false) as phone_taken
     from auth.users
     where (lower(email) = lower($1) or phone = $2) and id is distinct from $3::uuid`,
    [fields.email ?? null, fields.phone ?? null, exceptId],
  );
  if (rows[0]?.email_taken === true) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  if (rows[0]?.phone_taken === true) {
    throw new AuthError(
      422,
      'phone_exists',
      'A user with this phone number has already been registered',
    );
  }
}

async function applyCommonFields(q: Queryable, user: UserRow, fields: AdminUserFields) {
  await q.query(
    `update auth.users set
       role = coalesce($2, role),
       raw_app_meta_data = coalesce($3, raw_app_meta_data),
       raw_user_meta_data = coalesce($4, raw_user_meta_data),
       banned_until = case when $5 then $6::timestamptz else banned_until end,
       updated_at = now()
     where id = $1`,
    [
      user.id,
      fields.role ?? null,
      fields.appMetadata === undefined
        ? null
        : mergeMetadata(user.raw_app_meta_data, fields.appMetadata),
      fields.userMetadata === undefined
        ? null
        : mergeMetadata(user.raw_user_meta_data, fields.userMetadata),
      fields.bannedUntil !== undefined,
      fields.bannedUntil ?? null,
    ],
  );
  if (fields.emailConfirm) await confirmEmail(q, user.id);
  if (fields.phoneConfirm) await confirmPhone(q, user.id);
  // A ban ends the user's sessions at once, not when their access tokens run out.
  if (fields.bannedUntil instanceof Date) {
    await q.query('delete from auth.sessions where user_id = $1', [user.id]);
  }
  return (await findUserById(q, user.id)) as UserRow;
}

/** POST /admin/users: a user with whatever the admin set, confirmed if asked. */
export async function adminCreateUser(q: Queryable, fields: AdminUserFields): Promise<UserRow> {
  if (fields.email === undefined && fields.phone === undefined) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  await refuseTaken(q, fields, null);
  const user = await insertUser(q, {
    email: fields.email,
    phone: fields.phone,
    passwordHash: fields.passwordHash ?? null,
    userMetadata: {},
    confirmed: false,
  });
  if (fields.email !== undefined && fields.phone !== undefined) {
    await q.query('update auth.users set phone = $2 where id = $1', [user.id, fields.phone]);
  }
  return applyCommonFields(q, user, fields);
}

/** PUT /admin/users/{id}: sets what was given, without confirmation mails. */
export async function adminUpdateUser(
  q: Queryable,
  user: UserRow,
  fields: AdminUserFields,
): Promise<UserRow> {
  await refuseTaken(q, fields, user.id);
  await q.query(
    `update auth.users set email = coalesce($2, email), phone = coalesce($3, phone),
       encrypted_password = coalesce($4, encrypted_password), updated_at = now()
     where id = $1`,
    [user.id, fields.email ?? null, fields.phone ?? null, fields.passwordHash ?? null],
  );
  return applyCommonFields(q, user, fields);
}
