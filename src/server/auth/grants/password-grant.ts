import type { Context } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, invalidCredentials, validationFailed } from '../errors/auth-error.ts';
import {
  forgetWrongPasswords,
  recordWrongPassword,
  refuseWhileSlowedDown,
} from '../guessing/password-slowdown.ts';
import { decoyPasswordHash, verifyPassword } from '../passwords/password-hash.ts';
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
  const identifier = body.email ? body.email.trim() : body.phone?.replace(/[\s+]/g, '');
  if (!identifier) throw invalidCredentials();
  await refuseWhileSlowedDown(services.db, identifier);
  const user = body.email
    ? await findUserByEmail(services.db, identifier)
    : await findUserByPhone(services.db, identifier);
  // One bcrypt comparison whether or not the address has an account (guessing/).
  const matches = await verifyPassword(
    body.password ?? '',
    user?.encrypted_password ?? (await decoyPasswordHash()),
  );
  const wrong = async () => {
    await recordWrongPassword(services.db, identifier);
    return invalidCredentials();
  };
  if (user?.encrypted_password == null || !body.password) throw await wrong();
  if (user.banned_until !== null && user.banned_until > new Date()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  if (!matches) throw await wrong();
  await forgetWrongPasswords(services.db, identifier);
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
