import type { Queryable } from '../../db/database.ts';
import { AuthError } from '../errors/auth-error.ts';
import { externalIdentityData, providersOf } from './external-identity-data.ts';
import type { IdentityRow, UserRow } from './user-json.ts';
import { signupDisabled } from './signups.ts';
import { findUserByEmail, findUserById, listIdentities } from './user-store.ts';

export interface ExternalAccount {
  /** The configured provider id, e.g. `keycloak`. */
  provider: string;
  /** The verified claims of the provider's ID token. */
  claims: Record<string, unknown>;
  /** Whether a new user may be created for it (not while sign-ups are off). */
  signupsOpen: boolean;
}

/** Rewrites app_metadata.provider(s) from the user's identities (contract §3.1). */
export async function recomputeProviders(q: Queryable, userId: string): Promise<void> {
  const providers = providersOf(await listIdentities(q, userId));
  const user = (await findUserById(q, userId)) as UserRow;
  const current = user.raw_app_meta_data.provider;
  const provider =
    typeof current === 'string' && providers.includes(current) ? current : (providers[0] ?? null);
  await q.query(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb, updated_at = now()
     where id = $1`,
    [userId, JSON.stringify({ provider, providers })],
  );
}

async function addIdentity(
  q: Queryable,
  userId: string,
  provider: string,
  data: Record<string, unknown>,
): Promise<void> {
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2, $3, $4, now())`,
    [data.sub, userId, data, provider],
  );
  await recomputeProviders(q, userId);
}

/**
 * The user behind an external identity after a verified ID token: the identity's owner when it
 * is known; else, when `linkTo` is given, that user (connecting the provider); else the user
 * with the same email when the provider verified it; else a new user. A user whose own address
 * was never confirmed loses their password when the provider proves the address is someone's
 * (docs/decisions/0015): otherwise whoever registered it first could sign in to the account.
 */
export async function signInExternalIdentity(
  q: Queryable,
  account: ExternalAccount,
  linkTo?: string,
): Promise<UserRow> {
  const data = externalIdentityData(account.claims);
  const subject = data.sub as string;
  // Two first sign-ins of one identity at once would otherwise both create a user.
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [`${account.provider}:${subject}`]);
  const { rows: known } = await q.query<IdentityRow>(
    'select * from auth.identities where provider = $1 and provider_id = $2',
    [account.provider, subject],
  );
  const identity = known[0];
  if (identity !== undefined) {
    if (linkTo !== undefined && identity.user_id !== linkTo) {
      throw new AuthError(
        422,
        'identity_already_exists',
        'Identity is already linked to another user',
      );
    }
    await q.query(
      `update auth.identities set identity_data = $2, last_sign_in_at = now(), updated_at = now()
       where id = $1`,
      [identity.id, data],
    );
    return (await findUserById(q, identity.user_id)) as UserRow;
  }
  if (linkTo !== undefined) {
    await addIdentity(q, linkTo, account.provider, data);
    return (await findUserById(q, linkTo)) as UserRow;
  }
  const email = typeof data.email === 'string' ? data.email : undefined;
  const owner = email === undefined ? undefined : await findUserByEmail(q, email, true);
  if (owner !== undefined && data.email_verified === true && !owner.is_anonymous) {
    if (owner.email_confirmed_at === null) {
      await q.query(
        `update auth.users set email_confirmed_at = now(), encrypted_password = null,
           raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'
         where id = $1`,
        [owner.id],
      );
    }
    await addIdentity(q, owner.id, account.provider, data);
    return (await findUserById(q, owner.id)) as UserRow;
  }
  if (!account.signupsOpen) throw signupDisabled();
  // An unverified address another account already has stays on the identity only.
  const userEmail = owner === undefined ? (email ?? null) : null;
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
     values ($1, case when $2 and $1::text is not null then now() end, $3, $4)
     returning *`,
    [
      userEmail,
      data.email_verified === true,
      data,
      { provider: account.provider, providers: [account.provider] },
    ],
  );
  const user = rows[0] as UserRow;
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2, $3, $4, now())`,
    [subject, user.id, data, account.provider],
  );
  return user;
}

/**
 * Removes one of the user's identities (DELETE /user/identities/{id}): never the last one; the
 * phone goes with the phone identity, and an email no remaining identity carries is replaced by
 * one that does (or removed).
 */
export async function unlinkIdentity(q: Queryable, user: UserRow, identityId: string) {
  const identities = await listIdentities(q, user.id);
  const target = identities.find((identity) => identity.id === identityId);
  if (target === undefined) {
    throw new AuthError(422, 'identity_not_found', 'Identity does not exist');
  }
  if (identities.length <= 1) {
    throw new AuthError(
      422,
      'single_identity_not_deletable',
      'User must have at least 1 identity after unlinking',
    );
  }
  await q.query('delete from auth.identities where id = $1', [target.id]);
  if (target.provider === 'phone') {
    await q.query(
      'update auth.users set phone = null, phone_confirmed_at = null, updated_at = now() where id = $1',
      [user.id],
    );
  }
  const remaining = identities.filter((identity) => identity.id !== target.id);
  const emailOf = (identity: IdentityRow) =>
    typeof identity.identity_data.email === 'string'
      ? identity.identity_data.email.toLowerCase()
      : undefined;
  const current = user.email?.toLowerCase() ?? undefined;
  if (current !== undefined && !remaining.some((identity) => emailOf(identity) === current)) {
    const next =
      remaining.find((identity) => identity.provider === 'email' && emailOf(identity)) ??
      remaining.find((identity) => emailOf(identity) !== undefined);
    const nextEmail = next === undefined ? undefined : emailOf(next);
    const free =
      nextEmail === undefined ? false : (await findUserByEmail(q, nextEmail)) === undefined;
    await q.query(
      `update auth.users set email = $2,
         email_confirmed_at = case when $2::text is null then null
           when $3 then coalesce(email_confirmed_at, now()) else null end,
         updated_at = now()
       where id = $1`,
      [user.id, free ? nextEmail : null, next?.identity_data.email_verified === true],
    );
  }
  await recomputeProviders(q, user.id);
}
