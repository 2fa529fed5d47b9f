import type { Hono } from 'hono';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError } from '../errors/auth-error.ts';
import { startProviderFlow } from '../oidc/provider-flow.ts';
import { authenticate } from '../request/authenticate.ts';
import { clientIp } from '../request/client-ip.ts';
import { unlinkIdentity } from '../users/external-user.ts';
import { isUuid } from '../../../shared/uuid.ts';

/** 404 manual_linking_disabled unless AUTH_MANUAL_LINKING allows the identity routes. */
export function requireManualLinking(services: AuthServices): void {
  if (!services.config.auth.manualLinking) {
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  }
}

/** GET /user/identities/authorize and DELETE /user/identities/{id} (contract §5.14, §5.15). */
export function registerIdentitiesRoutes(auth: Hono, services: AuthServices): void {
  auth.get('/user/identities/authorize', async (c) => {
    requireManualLinking(services);
    const { user } = await authenticate(services, c);
    const url = await startProviderFlow(services, services.db, c, user.id);
    if (c.req.query('skip_http_redirect') === 'true') return c.json({ url });
    return c.redirect(url, 302);
  });

  auth.delete('/user/identities/:id', async (c) => {
    requireManualLinking(services);
    const { user } = await authenticate(services, c);
    const identityId = c.req.param('id');
    if (!isUuid(identityId)) {
      throw new AuthError(422, 'identity_not_found', 'Identity does not exist');
    }
    await services.db.transaction(async (q) => {
      await unlinkIdentity(q, user, identityId);
      await recordAuditEvent(q, {
        action: 'identity_unlinked',
        actorId: user.id,
        ip: clientIp(c),
        traits: { identity_id: identityId },
      });
    });
    return c.json({});
  });
}
