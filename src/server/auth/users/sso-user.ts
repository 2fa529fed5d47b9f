import type { Queryable } from '../../db/database.ts';
import { AuthError } from '../errors/auth-error.ts';
import type { UserRow } from './user-json.ts';
import { signupDisabled } from './signups.ts';
import { findUserByEmail, findUserById } from './user-store.ts';

export interface SsoAccount {
  /** `sso:<provider uuid>`, as Supabase Auth names SSO identities. */
  provider: string;
  /** The SAML NameID: the user's subject at the identity provider. */
  subject: string;
  email: string;
  /** Claims from the attribute mapping. */
  claims: Record<string, unknown>;
  /** Every attribute of the assertion. */
  attributes: Record<string, string[]>;
  /** Whether a new user may be created for it (not while sign-ups are off). */
  signupsOpen: boolean;
}

/**
 * The user behind an SSO identity, created on first sign-in with its email confirmed (the
 * identity provider vouches for it). An SSO user is never merged into an account made another
 * way: an address already in use by another account is refused.
 */
export async function findOrCreateSsoUser(q: Queryable, account: SsoAccount): Promise<UserRow> {
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [
    `${account.provider}:${account.subject}`,
  ]);
  const identityData = {
    ...account.claims,
    sub: account.subject,
    email: account.email,
    email_verified: true,
    phone_verified: false,
    custom_claims: account.attributes,
  };
  const { rows: existing } = await q.query<{ user_id: string }>(
    `update auth.identities set identity_data = $3, last_sign_in_at = now(), updated_at = now()
     where provider = $1 and provider_id = $2
     returning user_id`,
    [account.provider, account.subject, identityData],
  );
  if (existing[0] !== undefined) return (await findUserById(q, existing[0].user_id)) as UserRow;
  if (!account.signupsOpen) throw signupDisabled();
  if ((await findUserByEmail(q, account.email)) !== undefined) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (email, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
     values ($1, now(), $2, $3)
     returning *`,
    [account.email, identityData, { provider: account.provider, providers: [account.provider] }],
  );
  const user = rows[0] as UserRow;
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2, $3, $4, now())`,
    [account.subject, user.id, identityData, account.provider],
  );
  return user;
}
