import type { Hono } from 'hono';
import { z } from 'zod';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import { checkNewPassword } from '../passwords/password-policy.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { parseEmail, parsePhone } from '../request/addresses.ts';
import { apiUrlOf, redirectToOf } from '../request/api-url.ts';
import { ipRateLimit } from '../request/ip-rate-limit.ts';
import { readJsonBody } from '../request/json-body.ts';
import { startSession } from '../tokens/issue-session.ts';
import { insertAnonymousUser } from '../users/anonymous-user.ts';
import { refuseIfSignupsClosed } from '../users/signups.ts';
import { parsePkceChallenge } from '../tokens/pkce.ts';
import { signUp } from '../users/sign-up.ts';

const signupBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  channel: z.enum(['sms', 'whatsapp']).nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

/**
 * POST /auth/v1/signup: email or phone with a password (contract §5.1), or neither for an
 * anonymous sign-in where AUTH_ANONYMOUS_SIGN_INS allows it (limited per address like /token).
 */
export function registerSignupRoute(auth: Hono, services: AuthServices): void {
  const anonymousLimit = ipRateLimit(
    services.db,
    services.config.auth.rateLimitPerMinute,
    '/signup:anonymous',
  );
  auth.post('/signup', async (c) => {
    refuseIfSignupsClosed(services.config.auth);
    const body = await readJsonBody(c, signupBody);
    if (!body.email && !body.phone) {
      if (!services.config.auth.anonymousSignIns) {
        throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      }
      await anonymousLimit(c, () => Promise.resolve());
      const session = await services.db.transaction(async (q) =>
        startSession(services, q, {
          userId: (await insertAnonymousUser(q, body.data ?? {})).id,
          method: 'anonymous',
          apiUrl: apiUrlOf(services, c),
        }),
      );
      return c.json(session);
    }
    if (!body.password) throw validationFailed('Signup requires a valid password');
    checkNewPassword(body.password, services.config.auth.passwordMinLength);
    if (body.email && body.phone) {
      throw validationFailed('Only an email address or phone number should be provided on signup.');
    }
    const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method);
    if (pkce !== undefined && body.phone) {
      throw validationFailed('PKCE not supported for phone signups');
    }
    if (body.phone && !services.mailer.texts) {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    const email = body.email ? parseEmail(body.email) : undefined;
    const phone = body.phone ? parsePhone(body.phone) : undefined;
    const passwordHash = await hashPassword(body.password);
    const result = await services.db.transaction((q) =>
      signUp(services, q, {
        email,
        phone,
        passwordHash,
        data: body.data ?? {},
        pkce,
        apiUrl: apiUrlOf(services, c),
        redirectTo: redirectToOf(services, c),
      }),
    );
    return c.json(result);
  });
}
