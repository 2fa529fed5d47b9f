import { Secret, TOTP } from 'otpauth';

// Authenticator apps assume these; the contract fixes them (SHA1, 6 digits, 30 s).
const totpParameters = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** A new TOTP secret (160 bits, base32) and the otpauth:// URI an authenticator app scans. */
export function newTotpEnrolment(issuer: string, account: string): { secret: string; uri: string } {
  const totp = new TOTP({ ...totpParameters, issuer, label: account, secret: new Secret() });
  return { secret: totp.secret.base32, uri: totp.toString() };
}

/**
 * The time step a code belongs to, accepting the previous and next step for clock drift; or
 * undefined when the code is wrong or its step is not after `lastUsedStep`, so that a code
 * that worked once is refused when replayed within its window.
 */
export function acceptedTotpStep(input: {
  secret: string;
  code: string;
  nowMs: number;
  lastUsedStep: number | null;
}): number | undefined {
  if (!/^\d{6}$/.test(input.code)) return undefined;
  const totp = new TOTP({ ...totpParameters, secret: Secret.fromBase32(input.secret) });
  const delta = totp.validate({ token: input.code, timestamp: input.nowMs, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(input.nowMs / 1000 / totpParameters.period) + delta;
  return input.lastUsedStep !== null && step <= input.lastUsedStep ? undefined : step;
}
