import type { Hono } from 'hono';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { validationFailed } from '../errors/auth-error.ts';
import { authenticate } from '../request/authenticate.ts';
import { clientIp } from '../request/client-ip.ts';

// Which of the user's sessions each scope ends; $1 is the user, $2 the caller's session.
const scopes: Record<string, string> = {
  global: 'delete from auth.sessions where user_id = $1 and $2::uuid is not null',
  local: 'delete from auth.sessions where user_id = $1 and id = $2',
  others: 'delete from auth.sessions where user_id = $1 and id <> $2',
};

/** POST /auth/v1/logout?scope=global|local|others: ends sessions, 204 with no body. */
export function registerLogoutRoute(auth: Hono, services: AuthServices): void {
  auth.post('/logout', async (c) => {
    const scope = c.req.query('scope') || 'global';
    const sql = Object.hasOwn(scopes, scope) ? scopes[scope] : undefined;
    if (sql === undefined) throw validationFailed(`Unsupported logout scope "${scope}"`);
    const { user, session } = await authenticate(services, c);
    await services.db.transaction(async (q) => {
      await q.query(sql, [user.id, session.id]);
      await recordAuditEvent(q, {
        action: 'logout',
        actorId: user.id,
        ip: clientIp(c),
        traits: { scope },
      });
    });
    return c.body(null, 204);
  });
}
