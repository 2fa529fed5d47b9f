import type { WebauthnConfig } from '../../config.ts';
import { validationFailed } from '../errors/auth-error.ts';

/** What supabase-js sends beside a WebAuthn challenge or verify: the page's own idea of the RP. */
export interface ClaimedRelyingParty {
  rpId?: string | null | undefined;
  rpOrigins?: string[] | null | undefined;
}

/**
 * The relying party a WebAuthn ceremony is checked against: always the configured one. The
 * client's claim (supabase-js sends the page's host name and origin) may only repeat it or a
 * part of it; anything else is refused, so that a page elsewhere cannot have credentials
 * registered or accepted for another domain (docs/decisions/0014).
 */
export function trustedRelyingParty(
  config: WebauthnConfig,
  claimed: ClaimedRelyingParty | null | undefined,
): { rpId: string; rpOrigins: string[] } {
  const rpId = claimed?.rpId;
  if (rpId !== undefined && rpId !== null && rpId !== config.rpId) {
    throw validationFailed(
      `WebAuthn rpId "${rpId}" is not allowed; this server's relying party is "${config.rpId}"`,
    );
  }
  for (const origin of claimed?.rpOrigins ?? []) {
    if (!config.rpOrigins.includes(origin)) {
      throw validationFailed(
        `WebAuthn origin "${origin}" is not allowed; allowed: ${config.rpOrigins.join(', ')}`,
      );
    }
  }
  return { rpId: config.rpId, rpOrigins: config.rpOrigins };
}
