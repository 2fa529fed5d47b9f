import type { Queryable } from '../../db/database.ts';
import type { UserRow } from './user-json.ts';
import { signupDisabled } from './signups.ts';
import { findUserById } from './user-store.ts';

export interface Web3Account {
  /** `web3:<chain>:<address>`, as Supabase Auth names the identity. */
  providerId: string;
  /** What the signed message said: address, chain, network, domain, statement. */
  claims: Record<string, unknown>;
  /** Whether a new user may be created for it (not while sign-ups are off). */
  signupsOpen: boolean;
}

/**
 * The user behind a wallet, created with its `web3` identity on first sign-in. Identity data
 * and user metadata take Supabase Auth's shape for external identities (sub + custom_claims).
 */
export async function findOrCreateWeb3User(q: Queryable, account: Web3Account): Promise<UserRow> {
  // Two first sign-ins of one wallet at once would otherwise both create a user.
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [account.providerId]);
  const identityData = {
    sub: account.providerId,
    custom_claims: account.claims,
    email_verified: false,
    phone_verified: false,
  };
  const { rows: existing } = await q.query<{ user_id: string }>(
    `update auth.identities set identity_data = $2, last_sign_in_at = now(), updated_at = now()
     where provider = 'web3' and provider_id = $1
     returning user_id`,
    [account.providerId, identityData],
  );
  if (existing[0] !== undefined) return (await findUserById(q, existing[0].user_id)) as UserRow;
  if (!account.signupsOpen) throw signupDisabled();
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (raw_user_meta_data, raw_app_meta_data)
     values ($1, '{"provider": "web3", "providers": ["web3"]}')
     returning *`,
    [identityData],
  );
  const user = rows[0] as UserRow;
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2, $3, 'web3', now())`,
    [account.providerId, user.id, identityData],
  );
  return user;
}
