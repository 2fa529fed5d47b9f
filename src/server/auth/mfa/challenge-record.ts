/** A row of auth.mfa_challenges as verify reads it (locked), with whether it has expired. */
export interface ChallengeRow {
  id: string;
  ip_address: string;
  otp_code_hash: string | null;
  web_authn_challenge: string | null;
  web_authn_type: 'create' | 'request' | null;
  verified_at: Date | null;
  expired: boolean;
}

/** The contract's message for a wrong code or credential, by factor type. */
export const verificationFailed = {
  totp: 'Invalid TOTP code entered',
  phone: 'Invalid MFA Phone code entered',
  webauthn: 'Invalid WebAuthn credential',
} as const;
