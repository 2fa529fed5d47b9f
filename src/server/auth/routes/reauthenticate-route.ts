import type { Hono } from 'hono';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import { sendAuthEmail, sendAuthSms } from '../one-time/send-auth-message.ts';
import { apiUrlOf } from '../request/api-url.ts';
import { authenticate } from '../request/authenticate.ts';
import { clientIp } from '../request/client-ip.ts';

/** GET /auth/v1/reauthenticate: sends the nonce a sensitive change may ask for. */
export function registerReauthenticateRoute(auth: Hono, services: AuthServices): void {
  auth.get('/reauthenticate', async (c) => {
    const { user } = await authenticate(services, c);
    if (user.email === null && user.phone === null) {
      throw validationFailed(
        'Reauthentication requires the user to have an email or a phone number',
      );
    }
    await services.db.transaction(async (q) => {
      if (user.email !== null) {
        if (user.email_confirmed_at === null) {
          throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
        }
        await sendAuthEmail(services, q, {
          user,
          kind: 'reauthentication',
          to: user.email,
          apiUrl: apiUrlOf(services, c),
          redirectTo: services.config.siteUrl,
        });
      } else {
        await sendAuthSms(services, q, { user, type: 'reauthentication', to: user.phone ?? '' });
      }
      await recordAuditEvent(q, {
        action: 'user_reauthenticate_requested',
        actorId: user.id,
        ip: clientIp(c),
      });
    });
    return c.json({});
  });
}
