import type { Hono } from 'hono';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { clientIp } from '../request/client-ip.ts';
import { toPasskeyJson } from '../passkeys/passkey-json.ts';
import { listPasskeys, lockPasskey, removePasskey } from '../passkeys/passkey-store.ts';
import { userOfPath } from './user-of-path.ts';

/**
 * A user's passkeys for the service_role key: listed, and removed when a device is lost.
 * Registered after the admin users routes, whose /admin/* guard checks the key for these too.
 */
export function registerAdminPasskeyRoutes(auth: Hono, services: AuthServices): void {
  auth.get('/admin/users/:id/passkeys', async (c) => {
    const user = await userOfPath(services, c);
    return c.json((await listPasskeys(services.db, user.id)).map(toPasskeyJson));
  });

  auth.delete('/admin/users/:id/passkeys/:passkeyId', async (c) => {
    const user = await userOfPath(services, c);
    await services.db.transaction(async (q) => {
      const passkey = await lockPasskey(q, user.id, c.req.param('passkeyId'));
      await removePasskey(q, passkey.id);
      await recordAuditEvent(q, {
        action: 'passkey_deleted',
        actorId: user.id,
        ip: clientIp(c),
        traits: { passkey_id: passkey.id, by: 'admin' },
      });
    });
    return c.body(null, 204);
  });
}
