import { toFactorJson, type FactorRow } from '../mfa/factor-json.ts';

/** A row of auth.users as the server reads it. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function identityJson(identity: IdentityRow) {
  const email = identity.identity_data.email;
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at?.toISOString(),
    created_at: identity.created_at.toISOString(),
    updated_at: identity.updated_at.toISOString(),
    ...(typeof email === 'string' ? { email } : {}),
  };
}

const optionalTimestamps = [
  'email_confirmed_at',
  'phone_confirmed_at',
  'invited_at',
  'confirmation_sent_at',
  'recovery_sent_at',
  'email_change_sent_at',
  'phone_change_sent_at',
  'reauthentication_sent_at',
  'last_sign_in_at',
  'banned_until',
] as const;

/**
 * The User object of the contract (§3.1): email and phone are never null, identities always an
 * array, factors left out when there are none, and each timestamp that is not set is left out rather than sent as null.
 */
export function toUserJson(
  user: UserRow,
  identities: IdentityRow[],
  factors: FactorRow[] = [],
): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(identityJson),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: user.is_anonymous,
  };
  for (const key of optionalTimestamps) {
    const value = user[key];
    if (value !== null) json[key] = value.toISOString();
  }
  const confirmations = [user.email_confirmed_at, user.phone_confirmed_at].filter(
    (date): date is Date => date !== null,
  );
  if (confirmations.length > 0) {
    json.confirmed_at = new Date(Math.min(...confirmations.map(Number))).toISOString();
  }
  if (user.email_change !== null) json.new_email = user.email_change;
  if (user.phone_change !== null) json.new_phone = user.phone_change;
  // Unverified factors are listed too; the client groups the verified ones (listFactors).
  if (factors.length > 0) json.factors = factors.map(toFactorJson);
  return json;
}
