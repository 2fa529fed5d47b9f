import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { OidcProviders } from './oidc/provider-registry.ts';
import type { SigningKey } from './signing-key.ts';
import type { ApiTokenVerifier } from './api-token/api-token-verifier.ts';

/** What every auth route works with. */
export interface AuthServices {
  db: Database;
  config: Pick<Config, 'auth' | 'siteUrl' | 'apiExternalUrl'>;
  signingKey: SigningKey;
  /** Bearer tokens, checked as on every API. */
  verifyApiToken: ApiTokenVerifier;
  mailer: Mailer;
  logger: Logger;
  /** The external OpenID Connect providers of OIDC_PROVIDERS. */
  oidc: OidcProviders;
}
