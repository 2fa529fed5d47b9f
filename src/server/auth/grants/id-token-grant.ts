import type { Context } from 'hono';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, OAuthGrantError, validationFailed } from '../errors/auth-error.ts';
import { IdTokenRejected, verifyIdToken } from '../oidc/id-token.ts';
import type { OidcProvider } from '../oidc/provider-registry.ts';
import { apiUrlOf } from '../request/api-url.ts';
import { authenticate } from '../request/authenticate.ts';
import { clientIp } from '../request/client-ip.ts';
import { readJsonBody } from '../request/json-body.ts';
import { requireManualLinking } from '../routes/identities-routes.ts';
import { startSession } from '../tokens/issue-session.ts';
import { signInExternalIdentity } from '../users/external-user.ts';

const idTokenBody = z.object({
  provider: z.string().nullish(),
  client_id: z.string().nullish(),
  issuer: z.string().nullish(),
  id_token: z.string().nullish(),
  access_token: z.string().nullish(),
  nonce: z.string().nullish(),
  link_identity: z.boolean().nullish(),
});

function claimedIssuer(token: string): string {
  try {
    const { iss } = decodeJwt(token);
    return typeof iss === 'string' ? iss : '';
  } catch {
    return '';
  }
}

/**
 * grant_type=id_token: an ID token a configured provider issued to our client id signs in (or
 * up, or with link_identity and a Bearer token, links) its identity. amr `oauth`.
 */
export async function idTokenGrant(services: AuthServices, c: Context) {
  const body = await readJsonBody(c, idTokenBody);
  const token = body.id_token ?? '';
  if (token === '') throw validationFailed('id_token required');
  let provider: OidcProvider | undefined;
  if (body.provider) {
    provider = services.oidc.get(body.provider.replace(/^custom:/, ''));
  } else if (body.issuer) {
    provider = services.oidc.byIssuer(body.issuer);
    if (provider !== undefined && provider.settings.clientId !== body.client_id) {
      provider = undefined;
    }
  } else {
    throw validationFailed('provider or client_id and issuer required');
  }
  if (provider === undefined) {
    const issuer = body.issuer ?? claimedIssuer(token);
    throw new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
  }
  let linkTo: string | undefined;
  if (body.link_identity === true) {
    requireManualLinking(services);
    linkTo = (await authenticate(services, c)).user.id;
  }
  let claims: Record<string, unknown>;
  try {
    ({ claims } = await verifyIdToken(provider, token, {
      nonce: body.nonce ?? undefined,
      accessToken: body.access_token ?? undefined,
    }));
  } catch (error) {
    if (error instanceof IdTokenRejected)
      throw new OAuthGrantError(error.message, 'invalid request');
    throw error;
  }
  const providerId = provider.settings.id;
  return services.db.transaction(async (q) => {
    const user = await signInExternalIdentity(
      q,
      { provider: providerId, claims, signupsOpen: !services.config.auth.disableSignup },
      linkTo,
    );
    if (user.banned_until !== null && user.banned_until > new Date()) {
      throw new AuthError(400, 'user_banned', 'User is banned');
    }
    await recordAuditEvent(q, {
      action: linkTo === undefined ? 'login' : 'identity_linked',
      actorId: user.id,
      ip: clientIp(c),
      traits: { provider: providerId, grant_type: 'id_token' },
    });
    return startSession(services, q, {
      userId: user.id,
      method: 'oauth',
      apiUrl: apiUrlOf(services, c),
    });
  });
}
