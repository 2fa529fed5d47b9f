import type { Factor } from '@supabase/supabase-js';

const defaultNames: Record<string, string> = {
  totp: 'Authenticator app',
  phone: 'Phone',
  webauthn: 'Passkey',
};

/**
 * A friendly name for a new factor that none of the user's factors has: the server refuses a
 * second factor with the same name (`mfa_factor_name_conflict`), unnamed ones included.
 */
export function newFactorName(taken: readonly string[], base = defaultNames.totp ?? ''): string {
  const names = new Set(taken);
  if (!names.has(base)) return base;
  let counter = 2;
  while (names.has(`${base} ${counter}`)) counter += 1;
  return `${base} ${counter}`;
}

/** The base name of a phone factor: the number's last four digits, which the person knows. */
export function phoneFactorBase(phone: string): string {
  return `Phone ending ${phone.replace(/\D/g, '').slice(-4)}`;
}

/** How a factor is called on screen: its friendly name, else what kind of factor it is. */
export function factorLabel(factor: Pick<Factor, 'factor_type' | 'friendly_name'>): string {
  return factor.friendly_name ?? defaultNames[factor.factor_type] ?? 'Second step';
}
