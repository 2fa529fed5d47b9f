import type { Hono } from 'hono';
import { z } from 'zod';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import { sendAuthEmail, sendAuthSms } from '../one-time/send-auth-message.ts';
import { parseEmail, parsePhone } from '../request/addresses.ts';
import { refuseIfSignupsClosed } from '../users/signups.ts';
import { apiUrlOf, redirectToOf } from '../request/api-url.ts';
import { readJsonBody } from '../request/json-body.ts';
import { createFlowState, parsePkceChallenge } from '../tokens/pkce.ts';
import { findUserByEmail, findUserByPhone, insertUser } from '../users/user-store.ts';

const otpBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  create_user: z.boolean().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  channel: z.enum(['sms', 'whatsapp']).nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

/**
 * POST /auth/v1/otp: a magic link with a six-digit code by email, or a code by SMS (contract
 * §5.3). An unknown address is signed up first unless create_user is false; an unconfirmed
 * one gets a confirmation, which signs in just the same.
 */
export function registerOtpRoute(auth: Hono, services: AuthServices): void {
  auth.post('/otp', async (c) => {
    const body = await readJsonBody(c, otpBody);
    if (body.email && body.phone) {
      throw validationFailed('Only an email address or phone number should be provided');
    }
    if (!body.email && !body.phone) {
      throw validationFailed('An email address or phone number is required');
    }
    if (body.email && body.channel) {
      throw validationFailed('Channel can only be used with a phone number');
    }
    if (body.phone && !services.mailer.texts) {
      throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    }
    const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method);
    const email = body.email ? parseEmail(body.email) : undefined;
    const phone = body.phone ? parsePhone(body.phone) : undefined;
    const { auth: settings } = services.config;
    const redirectTo = redirectToOf(services, c);
    await services.db.transaction(async (q) => {
      let user =
        email === undefined
          ? await findUserByPhone(q, phone ?? '')
          : await findUserByEmail(q, email, true);
      if (user === undefined) {
        if (body.create_user === false) {
          throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        }
        refuseIfSignupsClosed(settings);
        user = await insertUser(q, {
          email,
          phone,
          passwordHash: null,
          userMetadata: body.data ?? {},
          confirmed: settings.autoconfirm,
        });
      }
      if (phone !== undefined) {
        await sendAuthSms(services, q, { user, type: 'phone_confirmation', to: phone });
        return;
      }
      const confirmed = user.email_confirmed_at !== null;
      const flowStateId = await createFlowState(q, {
        userId: user.id,
        pkce,
        authenticationMethod: confirmed ? 'magiclink' : 'email/signup',
      });
      await sendAuthEmail(services, q, {
        user,
        kind: confirmed ? 'magiclink' : 'confirmation',
        to: email ?? '',
        apiUrl: apiUrlOf(services, c),
        redirectTo,
        flowStateId,
      });
    });
    return c.json({});
  });
}
