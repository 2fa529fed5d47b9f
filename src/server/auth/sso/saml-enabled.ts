import type { MiddlewareHandler } from 'hono';
import type { AuthServices } from '../auth-services.ts';
import { AuthError } from '../errors/auth-error.ts';

export const samlDisabled = () =>
  new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');

/** Answers 404 saml_provider_disabled, as Supabase Auth does, when SAML_ENABLED is off. */
export function requireSamlEnabled(services: AuthServices): MiddlewareHandler {
  return async (_c, next) => {
    if (!services.config.auth.samlEnabled) throw samlDisabled();
    await next();
  };
}
