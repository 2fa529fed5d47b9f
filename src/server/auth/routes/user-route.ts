import type { Hono } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError } from '../errors/auth-error.ts';
import { requireAal2OnceEnrolled } from '../mfa/require-aal2.ts';
import { hashPassword, verifyPassword } from '../passwords/password-hash.ts';
import { checkNewPassword } from '../passwords/password-policy.ts';
import { parseEmail, parsePhone } from '../request/addresses.ts';
import { apiUrlOf, redirectToOf } from '../request/api-url.ts';
import { authenticate } from '../request/authenticate.ts';
import { clientIp } from '../request/client-ip.ts';
import { readJsonBody } from '../request/json-body.ts';
import { parsePkceChallenge } from '../tokens/pkce.ts';
import { countingWrongCodes, recordWrongOneTimeCode } from '../guessing/wrong-codes.ts';
import { checkNonce, updateUser } from '../users/update-user.ts';
import { loadUserJson } from '../users/user-store.ts';

const updateBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  nonce: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  app_metadata: z.record(z.string(), z.unknown()).nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

/** GET and PUT /auth/v1/user: the signed-in user, unwrapped (contract §5.8, §5.9). */
export function registerUserRoutes(auth: Hono, services: AuthServices): void {
  auth.get('/user', async (c) => {
    const { user } = await authenticate(services, c);
    return c.json(await loadUserJson(services.db, user));
  });

  auth.put('/user', async (c) => {
    const current = await authenticate(services, c);
    const body = await readJsonBody(c, updateBody);
    if (body.app_metadata) {
      throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    }
    if (body.password) checkNewPassword(body.password, services.config.auth.passwordMinLength);
    const update = () =>
      services.db.transaction(async (q) => {
        // The gates come before anything that compares the password, so a session that has not
        // passed them cannot use "same password" to test guesses of the current one.
        if (body.email || body.phone || body.password) {
          await requireAal2OnceEnrolled(q, current, {
            status: 401,
            message: 'AAL2 session is required to update email or password when MFA is enabled.',
          });
        }
        let passwordHash: string | undefined;
        if (body.password) {
          await checkNonce(services, q, current.user, current.session, body.nonce ?? undefined);
          passwordHash = await hashNewPassword(body.password, current.user.encrypted_password);
        }
        const updated = await updateUser(services, q, current, {
          email: body.email ? parseEmail(body.email) : undefined,
          phone: body.phone ? parsePhone(body.phone) : undefined,
          passwordHash,
          data: body.data ?? undefined,
          pkce: parsePkceChallenge(body.code_challenge, body.code_challenge_method),
          apiUrl: apiUrlOf(services, c),
          redirectTo: redirectToOf(services, c),
        });
        await recordAuditEvent(q, {
          action: passwordHash === undefined ? 'user_modified' : 'user_updated_password',
          actorId: updated.id,
          ip: clientIp(c),
        });
        return updated;
      });
    const user = await countingWrongCodes(update, 'reauthentication_not_valid', () =>
      recordWrongOneTimeCode(services.db, current.user.email ?? current.user.phone ?? '', [
        'reauthentication',
      ]),
    );
    return c.json(await loadUserJson(services.db, user));
  });
}

/** The new password's hash; 422 `same_password` when it is the current one. */
async function hashNewPassword(password: string, old: string | null): Promise<string> {
  if (old !== null && (await verifyPassword(password, old))) {
    throw new AuthError(
      422,
      'same_password',
      'New password should be different from the old password.',
    );
  }
  return hashPassword(password);
}
