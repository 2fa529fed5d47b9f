import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { limitBody } from '../http/body-limit.ts';
import { registerAdminFactorRoutes } from './admin/admin-factor-routes.ts';
import { registerAdminPasskeyRoutes } from './admin/admin-passkey-routes.ts';
import { registerAdminUsersRoutes } from './admin/admin-users-routes.ts';
import { registerGenerateLinkRoute } from './admin/generate-link-route.ts';
import { registerInviteRoute } from './admin/invite-route.ts';
import type { AuthServices } from './auth-services.ts';
import { AuthError, validationFailed } from './errors/auth-error.ts';
import { isDataException } from '../rest/database-error.ts';
import { authErrorResponse } from './errors/error-response.ts';
import { registerMfaRoutes } from './mfa/mfa-routes.ts';
import { registerPasskeyRoutes } from './passkeys/passkey-routes.ts';
import { ipRateLimit } from './request/ip-rate-limit.ts';
import { registerAuthHealthRoute } from './routes/health-route.ts';
import { registerIdentitiesRoutes } from './routes/identities-routes.ts';
import { registerLogoutRoute } from './routes/logout-route.ts';
import { registerOAuthRoutes } from './routes/oauth-routes.ts';
import { registerOtpRoute } from './routes/otp-route.ts';
import { registerReauthenticateRoute } from './routes/reauthenticate-route.ts';
import { registerRecoverRoute } from './routes/recover-route.ts';
import { registerResendRoute } from './routes/resend-route.ts';
import { registerSettingsRoute } from './routes/settings-route.ts';
import { registerSignupRoute } from './routes/signup-route.ts';
import { registerTokenRoute } from './routes/token-route.ts';
import { registerUserRoutes } from './routes/user-route.ts';
import { registerVerifyRoutes } from './routes/verify-route.ts';
import { registerAdminSsoRoutes } from './sso/admin-sso-routes.ts';
import { registerSsoRoutes } from './sso/sso-routes.ts';
import { logSafePath } from '../http/log-safe-path.ts';

/** The Supabase Auth (GoTrue) compatible service, mounted at /auth/v1. */
export function registerAuthRoutes(app: Hono, services: AuthServices): void {
  const auth = new Hono();
  auth.use(
    cors({
      origin: (origin) => origin,
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: [
        'Accept',
        'Authorization',
        'Content-Type',
        'X-Client-IP',
        'X-Client-Info',
        'X-JWT-AUD',
        'x-use-cookie',
        'X-Supabase-Api-Version',
        'apikey',
      ],
      exposeHeaders: ['X-Total-Count', 'Link', 'X-Supabase-Api-Version'],
    }),
  );
  auth.use(
    limitBody(1024 * 1024, (_error, c) =>
      authErrorResponse(
        c,
        new AuthError(413, 'request_entity_too_large', 'Request body too large'),
      ),
    ),
  );
  auth.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    if (isDataException(error)) {
      // A value no check before the database caught; its message names no SQL.
      return authErrorResponse(c, validationFailed(`Invalid input: ${(error as Error).message}`));
    }
    services.logger.error({ err: error, path: logSafePath(c.req.path) }, 'auth request failed');
    return authErrorResponse(
      c,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs'),
    );
  });

  const perMinute = services.config.auth.rateLimitPerMinute;
  // A phone factor's six-digit code would otherwise be open to guessing within its challenge.
  for (const path of [
    '/token',
    '/verify',
    '/otp',
    '/factors/:id/verify',
    '/sso',
    '/sso/saml/acs',
    '/passkeys/authentication/options',
    '/passkeys/authentication/verify',
  ]) {
    auth.use(path, ipRateLimit(services.db, perMinute, path));
  }

  registerAuthHealthRoute(auth);
  registerSettingsRoute(auth, services);
  registerSignupRoute(auth, services);
  registerTokenRoute(auth, services);
  registerUserRoutes(auth, services);
  registerLogoutRoute(auth, services);
  registerVerifyRoutes(auth, services);
  registerOtpRoute(auth, services);
  registerResendRoute(auth, services);
  registerRecoverRoute(auth, services);
  registerReauthenticateRoute(auth, services);
  registerMfaRoutes(auth, services);
  registerPasskeyRoutes(auth, services);
  registerAdminUsersRoutes(auth, services);
  registerAdminFactorRoutes(auth, services);
  registerAdminPasskeyRoutes(auth, services);
  registerGenerateLinkRoute(auth, services);
  registerInviteRoute(auth, services);
  registerAdminSsoRoutes(auth, services);
  registerSsoRoutes(auth, services);
  registerOAuthRoutes(auth, services);
  registerIdentitiesRoutes(auth, services);
  app.route('/auth/v1', auth);
}
