import type { Queryable } from '../../db/database.ts';
import { recomputeProviders } from './external-user.ts';
import type { UserRow } from './user-json.ts';

/**
 * A user of `signInAnonymously()` (AUTH_ANONYMOUS_SIGN_INS): no address and no identity, and
 * `is_anonymous` in their tokens, so policies can tell them apart (auth.jwt()->>'is_anonymous').
 */
export async function insertAnonymousUser(
  q: Queryable,
  data: Record<string, unknown>,
): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (raw_user_meta_data, raw_app_meta_data, is_anonymous)
     values ($1, '{}', true)
     returning *`,
    [data],
  );
  return rows[0] as UserRow;
}

/**
 * An anonymous user who has just proved an address (their email change or phone change was
 * verified) becomes a permanent one, as on Supabase: the address becomes their identity and
 * they stop being anonymous. Anyone else is left as they are.
 */
export async function keepAnonymousUser(
  q: Queryable,
  user: UserRow,
  provider: 'email' | 'phone',
  address: string,
): Promise<void> {
  if (!user.is_anonymous) return;
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider)
     values ($1, $2, $3, $4)`,
    [
      user.id,
      user.id,
      {
        sub: user.id,
        [provider]: address,
        email_verified: provider === 'email',
        phone_verified: provider === 'phone',
      },
      provider,
    ],
  );
  await q.query('update auth.users set is_anonymous = false, updated_at = now() where id = $1', [
    user.id,
  ]);
  await recomputeProviders(q, user.id);
}
