import type { Hono } from 'hono';
import { z } from 'zod';
import type { AuthServices } from '../auth-services.ts';
import { validationFailed } from '../errors/auth-error.ts';
import { sendAuthEmail, sendAuthSms } from '../one-time/send-auth-message.ts';
import { parseEmail, parsePhone } from '../request/addresses.ts';
import { apiUrlOf, redirectToOf } from '../request/api-url.ts';
import { readJsonBody } from '../request/json-body.ts';
import { createFlowState, parsePkceChallenge } from '../tokens/pkce.ts';
import { findUserByEmail, findUserByPhone } from '../users/user-store.ts';

const resendBody = z.object({
  type: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

const resendTypes = ['signup', 'email_change', 'sms', 'phone_change'];

/**
 * POST /auth/v1/resend: sends the pending confirmation again. When nothing is pending (unknown
 * address, already confirmed) the answer is the same empty object, revealing nothing.
 */
export function registerResendRoute(auth: Hono, services: AuthServices): void {
  auth.post('/resend', async (c) => {
    const body = await readJsonBody(c, resendBody);
    const type = body.type ?? '';
    if (!resendTypes.includes(type)) {
      throw validationFailed(`Missing one of these types: ${resendTypes.join(', ')}`);
    }
    const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirectToOf(services, c);
    await services.db.transaction(async (q) => {
      if (type === 'sms' || type === 'phone_change') {
        const user = await findUserByPhone(q, parsePhone(body.phone ?? ''));
        if (type === 'sms' && user !== undefined && user.phone_confirmed_at === null) {
          await sendAuthSms(services, q, {
            user,
            type: 'phone_confirmation',
            to: user.phone ?? '',
          });
        }
        if (type === 'phone_change' && user?.phone_change != null) {
          await sendAuthSms(services, q, { user, type: 'phone_change', to: user.phone_change });
        }
        return;
      }
      const user = await findUserByEmail(q, parseEmail(body.email ?? ''), true);
      const to =
        type === 'signup' ? user?.email_confirmed_at === null && user.email : user?.email_change;
      if (user === undefined || !to) return;
      const flowStateId = await createFlowState(q, {
        userId: user.id,
        pkce,
        authenticationMethod: type === 'signup' ? 'email/signup' : 'email_change',
      });
      await sendAuthEmail(services, q, {
        user,
        kind: type === 'signup' ? 'confirmation' : 'email_change',
        to,
        apiUrl: apiUrlOf(services, c),
        redirectTo,
        flowStateId,
      });
    });
    return c.json({});
  });
}
