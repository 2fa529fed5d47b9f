import type { Queryable } from '../../db/database.ts';
import { AuthError } from '../errors/auth-error.ts';
import type { RegisteredCredential } from '../mfa/webauthn-ceremony.ts';
import { isUuid } from '../../../shared/uuid.ts';

/** A passkey as the /passkeys endpoints list it (Supabase Auth's PasskeyListItem). */
export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Uint8Array;
  sign_count: string | number;
  friendly_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

// How long a ceremony's challenge may be answered, as Supabase Auth's default.
const challengeLifetimeSeconds = 300;
/** How many passkeys one person may have (Supabase Auth's default). */
export const maxPasskeysPerUser = 10;

export const passkeyNotFound = () => new AuthError(404, 'validation_failed', 'Passkey not found');

export async function listPasskeys(q: Queryable, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await q.query<PasskeyRow>(
    `select * from auth.webauthn_credentials where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

/** One of the user's passkeys, locked for a change; 404 for any other id. */
export async function lockPasskey(q: Queryable, userId: string, id: string): Promise<PasskeyRow> {
  if (!isUuid(id)) throw passkeyNotFound();
  const { rows } = await q.query<PasskeyRow>(
    `select * from auth.webauthn_credentials where id = $1 and user_id = $2 for update`,
    [id, userId],
  );
  const [row] = rows;
  if (row === undefined) throw passkeyNotFound();
  return row;
}

export async function findPasskeyByCredentialId(
  q: Queryable,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const { rows } = await q.query<PasskeyRow>(
    `select * from auth.webauthn_credentials where credential_id = $1 for update`,
    [credentialId],
  );
  return rows[0];
}

/** Stores a registered passkey; one the site already knows is refused as Supabase words it. */
export async function insertPasskey(
  q: Queryable,
  userId: string,
  credential: RegisteredCredential & { transports: string[]; friendlyName: string },
): Promise<PasskeyRow> {
  const { rows } = await q.query<PasskeyRow>(
    `insert into auth.webauthn_credentials
       (user_id, credential_id, public_key, sign_count, aaguid, transports, backup_eligible,
        backed_up, friendly_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (credential_id) do nothing
     returning *`,
    [
      userId,
      credential.credentialId,
      credential.publicKey,
      credential.signCount,
      credential.aaguid,
      JSON.stringify(credential.transports),
      credential.backupEligible,
      credential.backedUp,
      credential.friendlyName,
    ],
  );
  const [row] = rows;
  if (row === undefined) {
    throw new AuthError(422, 'webauthn_credential_exists', 'This credential is already registered');
  }
  return row;
}

export async function renamePasskey(q: Queryable, id: string, name: string): Promise<void> {
  await q.query(
    `update auth.webauthn_credentials set friendly_name = $2, updated_at = now() where id = $1`,
    [id, name],
  );
}

export async function removePasskey(q: Queryable, id: string): Promise<void> {
  await q.query(`delete from auth.webauthn_credentials where id = $1`, [id]);
}

/** Hands out a ceremony's challenge; registration names the user, authentication nobody. */
export async function createChallenge(
  q: Queryable,
  input: { type: 'registration' | 'authentication'; userId: string | null; challenge: string },
): Promise<{ id: string; expiresAt: number }> {
  const { rows } = await q.query<{ id: string; expires_at: string }>(
    `insert into auth.webauthn_challenges (user_id, challenge_type, challenge, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))
     returning id, extract(epoch from expires_at)::bigint::text as expires_at`,
    [input.userId, input.type, input.challenge, challengeLifetimeSeconds],
  );
  const row = rows[0] as { id: string; expires_at: string };
  // Lapsed challenges of anyone go with each new one, so the table stays small.
  await q.query(
    `delete from auth.webauthn_challenges where expires_at < now() - interval '1 hour'`,
  );
  return { id: row.id, expiresAt: Number(row.expires_at) };
}

/**
 * Takes a challenge out, so it is answered once at most: for authentication one bound to
 * nobody, for registration one bound to the user. Refusals as Supabase Auth words them.
 */
export async function consumeChallenge(
  q: Queryable,
  input: { id: string; type: 'registration' | 'authentication'; userId: string | null },
): Promise<string> {
  const { rows } = await q.query<{ challenge: string; expired: boolean }>(
    `delete from auth.webauthn_challenges
     where id = $1 and challenge_type = $2 and user_id is not distinct from $3
     returning challenge, expires_at < now() as expired`,
    [input.id, input.type, input.userId],
  );
  const [row] = rows;
  if (row === undefined) {
    throw new AuthError(400, 'webauthn_challenge_not_found', 'Challenge not found or already used');
  }
  if (row.expired) throw new AuthError(400, 'webauthn_challenge_expired', 'Challenge has expired');
  return row.challenge;
}
