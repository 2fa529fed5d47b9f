import type { Hono } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { validationFailed } from '../errors/auth-error.ts';
import { sendAuthEmail } from '../one-time/send-auth-message.ts';
import { parseEmail } from '../request/addresses.ts';
import { apiUrlOf, redirectToOf } from '../request/api-url.ts';
import { clientIp } from '../request/client-ip.ts';
import { readJsonBody } from '../request/json-body.ts';
import { createFlowState, parsePkceChallenge } from '../tokens/pkce.ts';
import { findUserByEmail } from '../users/user-store.ts';

const recoverBody = z.object({
  email: z.string().nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

/**
 * POST /auth/v1/recover: mails a password recovery link and code. An unknown address gets the
 * same empty answer, so the form does not tell who has an account.
 */
export function registerRecoverRoute(auth: Hono, services: AuthServices): void {
  auth.post('/recover', async (c) => {
    const body = await readJsonBody(c, recoverBody);
    if (!body.email) throw validationFailed('Password recovery requires an email');
    const email = parseEmail(body.email);
    const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method);
    await services.db.transaction(async (q) => {
      const user = await findUserByEmail(q, email, true);
      if (user === undefined) return;
      const flowStateId = await createFlowState(q, {
        userId: user.id,
        pkce,
        authenticationMethod: 'recovery',
      });
      await sendAuthEmail(services, q, {
        user,
        kind: 'recovery',
        to: email,
        apiUrl: apiUrlOf(services, c),
        redirectTo: redirectToOf(services, c),
        flowStateId,
      });
      await recordAuditEvent(q, {
        action: 'user_recovery_requested',
        actorId: user.id,
        ip: clientIp(c),
      });
    });
    return c.json({});
  });
}
