import type { AmrEntry } from '../tokens/access-token-claims.ts';
import type { FactorType } from './factor-json.ts';

/** The amr method a verified challenge of each factor type adds (contract §4). */
export const factorAmrMethod: Record<FactorType, string> = {
  totp: 'totp',
  phone: 'mfa/phone',
  webauthn: 'mfa/webauthn',
};

const secondFactorMethods = new Set(Object.values(factorAmrMethod));

/** A session is aal2 as soon as one of its sign-in methods is a second factor. */
export function assuranceLevel(amr: AmrEntry[]): 'aal1' | 'aal2' {
  return amr.some((entry) => secondFactorMethods.has(entry.method)) ? 'aal2' : 'aal1';
}

/**
 * Whether a change that Supabase guards behind a second factor must be refused: only once the
 * user has a verified factor, and only for a session that has not used one.
 */
export function lacksRequiredAal(hasVerifiedFactor: boolean, sessionAal: 'aal1' | 'aal2') {
  return hasVerifiedFactor && sessionAal !== 'aal2';
}
