import type { Hono } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError } from '../errors/auth-error.ts';
import { sendAuthEmail } from '../one-time/send-auth-message.ts';
import { parseEmail } from '../request/addresses.ts';
import { apiUrlOf, redirectToOf } from '../request/api-url.ts';
import { requireAdmin } from '../request/authenticate.ts';
import { clientIp } from '../request/client-ip.ts';
import { readJsonBody } from '../request/json-body.ts';
import type { UserRow } from '../users/user-json.ts';
import { findUserByEmail, findUserById, insertUser, loadUserJson } from '../users/user-store.ts';

const inviteBody = z.object({
  email: z.string(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

/** POST /auth/v1/invite: creates the user and mails an invitation link (service_role only). */
export function registerInviteRoute(auth: Hono, services: AuthServices): void {
  auth.post('/invite', async (c) => {
    await requireAdmin(services, c);
    const body = await readJsonBody(c, inviteBody);
    const email = parseEmail(body.email);
    const user = await services.db.transaction(async (q) => {
      const existing = await findUserByEmail(q, email, true);
      if (existing?.email_confirmed_at != null) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      // invited_at is set by the message itself, so a new user's first invitation is never
      // refused as coming too soon after one that was not sent.
      const invited =
        existing ??
        (await insertUser(q, {
          email,
          passwordHash: null,
          userMetadata: body.data ?? {},
          confirmed: false,
        }));
      await sendAuthEmail(services, q, {
        user: invited,
        kind: 'invite',
        to: email,
        apiUrl: apiUrlOf(services, c),
        redirectTo: redirectToOf(services, c),
      });
      await recordAuditEvent(q, { action: 'user_invited', actorId: invited.id, ip: clientIp(c) });
      return (await findUserById(q, invited.id)) as UserRow;
    });
    return c.json(await loadUserJson(services.db, user));
  });
}
