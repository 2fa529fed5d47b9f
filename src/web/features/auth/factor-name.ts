import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import type { Factor } from '@supabase/supabase-js';

// What each kind of factor is called. A factor keeps the name it was given when it was set up,
// in the language shown then: it is the person's own name for it from then on.
const defaultNames = {
  totp: 'auth.factorAuthenticatorApp',
  phone: 'auth.factorPhone',
  webauthn: 'auth.factorPasskey',
} as const satisfies Record<Factor['factor_type'], MessageId>;

/** The name of a kind of factor, in the reader's words: "Authenticator app", "Passkey". */
export function factorKindName(type: Factor['factor_type'], words: Words): string {
  return Object.hasOwn(defaultNames, type)
    ? words.formatMessage({ id: defaultNames[type] })
    : words.formatMessage({ id: 'auth.factorSecondStep' });
}

/**
 * A friendly name for a new factor that none of the user's factors has: the server refuses a
 * second factor with the same name (`mfa_factor_name_conflict`), unnamed ones included. `base`
 * first, then `base 2`, `base 3`...
 */
export function newFactorName(taken: readonly string[], base: string, words: Words): string {
  const names = new Set(taken);
  if (!names.has(base)) return base;
  const numbered = (number: number) =>
    words.formatMessage({ id: 'auth.factorNameNumbered' }, { name: base, number });
  let counter = 2;
  while (names.has(numbered(counter))) counter += 1;
  return numbered(counter);
}

/** The base name of a phone factor: the number's last four digits, which the person knows. */
export function phoneFactorBase(phone: string, words: Words): string {
  return words.formatMessage(
    { id: 'auth.factorPhoneEnding' },
    { digits: phone.replace(/\D/g, '').slice(-4) },
  );
}

/** How a factor is called on screen: its friendly name, else what kind of factor it is. */
export function factorLabel(
  factor: Pick<Factor, 'factor_type' | 'friendly_name'>,
  words: Words,
): string {
  return factor.friendly_name ?? factorKindName(factor.factor_type, words);
}
