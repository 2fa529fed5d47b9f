import type { Hono } from 'hono';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { toFactorJson } from '../mfa/factor-json.ts';
import { listFactors, lockUserFactor } from '../mfa/factor-store.ts';
import { removeFactor } from '../mfa/unenroll-factor.ts';
import { clientIp } from '../request/client-ip.ts';
import { userOfPath } from './user-of-path.ts';

/**
 * A user's second factors for the service_role key (contract §5.18): listed, and removed when
 * someone lost their phone. Registered after the admin users routes, whose /admin/* guard
 * checks the key for these too.
 */
export function registerAdminFactorRoutes(auth: Hono, services: AuthServices): void {
  auth.get('/admin/users/:id/factors', async (c) => {
    const user = await userOfPath(services, c);
    return c.json((await listFactors(services.db, user.id)).map(toFactorJson));
  });

  auth.delete('/admin/users/:id/factors/:factorId', async (c) => {
    const user = await userOfPath(services, c);
    const factor = await services.db.transaction(async (q) => {
      const locked = await lockUserFactor(q, user.id, c.req.param('factorId'));
      await removeFactor(q, locked);
      await recordAuditEvent(q, {
        action: 'factor_unenrolled',
        actorId: user.id,
        ip: clientIp(c),
        traits: { factor_id: locked.id, by: 'admin' },
      });
      return locked;
    });
    return c.json(toFactorJson(factor));
  });
}
