import type { Context, Hono } from 'hono';
import type { AuthServices } from '../auth-services.ts';
import { AuthError } from '../errors/auth-error.ts';
import { idTokenGrant } from '../grants/id-token-grant.ts';
import { passwordGrant } from '../grants/password-grant.ts';
import { pkceGrant } from '../grants/pkce-grant.ts';
import { refreshTokenGrant } from '../grants/refresh-token-grant.ts';
import { web3Grant } from '../grants/web3-grant.ts';

/** POST /auth/v1/token?grant_type=…: the grant type comes from the query string. */
export function registerTokenRoute(auth: Hono, services: AuthServices): void {
  const grants: Record<string, (c: Context) => Promise<object>> = {
    password: (c) => passwordGrant(services, c),
    refresh_token: refreshTokenGrant(services),
    pkce: (c) => pkceGrant(services, c),
    web3: (c) => web3Grant(services, c),
    id_token: (c) => idTokenGrant(services, c),
  };
  auth.post('/token', async (c) => {
    const name = c.req.query('grant_type') ?? '';
    const grant = Object.hasOwn(grants, name) ? grants[name] : undefined;
    if (grant === undefined) {
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    }
    return c.json(await grant(c));
  });
}
