import type { UserRow } from '../users/user-json.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
  /** The SSO provider's id, on `sso/saml` entries. */
  provider?: string;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
  created_at: Date;
}

/** The claims of an access token, as Supabase Auth writes them (contract §4). */
export function accessTokenClaims(input: {
  user: UserRow;
  session: SessionRow;
  issuer: string;
  now: number;
  lifetime: number;
}): Record<string, unknown> {
  const { user, session, now } = input;
  return {
    iss: input.issuer,
    sub: user.id,
    aud: user.aud,
    exp: now + input.lifetime,
    iat: now,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
}

/** Adds a sign-in method to a session's amr: one entry per method, newest first. */
export function withAmr(
  amr: AmrEntry[],
  method: string,
  timestamp: number,
  provider?: string,
): AmrEntry[] {
  const entry = provider === undefined ? { method, timestamp } : { method, timestamp, provider };
  return [entry, ...amr.filter((other) => other.method !== method)];
}
