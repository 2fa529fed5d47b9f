import type { Context } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, invalidCredentials, validationFailed } from '../errors/auth-error.ts';
import { verifyPassword } from '../passwords/password-hash.ts';
import { apiUrlOf } from '../request/api-url.ts';
import { clientIp } from '../request/client-ip.ts';
import { readJsonBody } from '../request/json-body.ts';
import { startSession } from '../tokens/issue-session.ts';
import { findUserByEmail, findUserByPhone } from '../users/user-store.ts';

const passwordBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
});

/** grant_type=password: checks in the contract's order, so errors reveal no more than it does. */
export async function passwordGrant(services: AuthServices, c: Context) {
  const body = await readJsonBody(c, passwordBody);
  if (body.email && body.phone) {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  const user = body.email
    ? await findUserByEmail(services.db, body.email.trim())
    : body.phone
      ? await findUserByPhone(services.db, body.phone.replace(/[\s+]/g, ''))
      : undefined;
  if (user?.encrypted_password == null || !body.password) throw invalidCredentials();
  if (user.banned_until !== null && user.banned_until > new Date()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  if (!(await verifyPassword(body.password, user.encrypted_password))) throw invalidCredentials();
  if (body.email && user.email_confirmed_at === null) {
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  }
  if (body.phone && user.phone_confirmed_at === null) {
    throw new AuthError(400, 'phone_not_confirmed', 'Phone not confirmed');
  }
  const session = await services.db.transaction(async (q) => {
    await recordAuditEvent(q, { action: 'login', actorId: user.id, ip: clientIp(c) });
    return startSession(services, q, {
      userId: user.id,
      method: 'password',
      apiUrl: apiUrlOf(services, c),
    });
  });
  const minLength = services.config.auth.passwordMinLength;
  // A password set under an older, laxer policy still signs in, with a warning the app can show.
  if ([...body.password].length < minLength) {
    return {
      ...session,
      weak_password: {
        message: `Password should be at least ${minLength} characters.`,
        reasons: ['length'],
      },
    };
  }
  return session;
}
