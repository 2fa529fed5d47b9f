export type FactorType = 'totp' | 'phone' | 'webauthn';

/** A row of auth.mfa_factors as the server reads it. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: FactorType;
  status: 'unverified' | 'verified';
  secret: string | null;
  phone: string | null;
  last_totp_step: string | number | null;
  last_challenged_at: Date | null;
  // WebAuthn factors only (migration 0090); null until the credential is registered.
  web_authn_credential_id?: string | null;
  web_authn_public_key?: Uint8Array | null;
  web_authn_sign_count?: string | number | null;
  web_authn_aaguid?: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * The Factor object of the contract (§3.3). The secret never leaves the server after
 * enrolment; an empty name is left out; `phone` is "" for factors that are not phones; a
 * registered WebAuthn factor adds its authenticator model as `web_authn_aaguid`.
 */
export function toFactorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    ...(factor.friendly_name === '' ? {} : { friendly_name: factor.friendly_name }),
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    phone: factor.phone ?? '',
    last_challenged_at: factor.last_challenged_at?.toISOString() ?? null,
    ...(factor.web_authn_aaguid ? { web_authn_aaguid: factor.web_authn_aaguid } : {}),
  };
}
