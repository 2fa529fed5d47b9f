import type { Hono } from 'hono';
import { z } from 'zod';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import type { EmailKind } from '../mail/message-templates.ts';
import { prepareAuthEmail } from '../one-time/send-auth-message.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { checkNewPassword } from '../passwords/password-policy.ts';
import { parseEmail } from '../request/addresses.ts';
import { apiUrlOf, redirectToOf } from '../request/api-url.ts';
import { readJsonBody } from '../request/json-body.ts';
import type { UserRow } from '../users/user-json.ts';
import { findUserByEmail, insertUser, loadUserJson } from '../users/user-store.ts';

const linkBody = z.object({
  type: z.enum([
    'signup',
    'invite',
    'magiclink',
    'recovery',
    'email_change_current',
    'email_change_new',
  ]),
  email: z.string(),
  password: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  new_email: z.string().nullish(),
  redirect_to: z.string().nullish(),
});

const emailKindOf: Record<z.output<typeof linkBody>['type'], EmailKind> = {
  signup: 'confirmation',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

/**
 * POST /auth/v1/admin/generate_link: the link and code an email would carry, without sending
 * it, for servers that deliver their own mail. Sign-up and invite links create the user.
 */
export function registerGenerateLinkRoute(auth: Hono, services: AuthServices): void {
  auth.post('/admin/generate_link', async (c) => {
    const body = await readJsonBody(c, linkBody);
    const email = parseEmail(body.email);
    const newEmail = body.new_email ? parseEmail(body.new_email) : undefined;
    if (body.type.startsWith('email_change') && newEmail === undefined) {
      throw validationFailed('Email change requires new_email');
    }
    let passwordHash: string | null = null;
    if (body.type === 'signup') {
      if (!body.password) throw validationFailed('Signup requires a valid password');
      checkNewPassword(body.password, services.config.auth.passwordMinLength);
      passwordHash = await hashPassword(body.password);
    }
    const redirectTo = redirectToOf(services, c, body.redirect_to ?? c.req.query('redirect_to'));
    const result = await services.db.transaction(async (q) => {
      let user: UserRow | undefined = await findUserByEmail(q, email, true);
      if (user === undefined) {
        if (body.type !== 'signup' && body.type !== 'invite') {
          throw new AuthError(404, 'user_not_found', 'User with this email not found');
        }
        user = await insertUser(q, {
          email,
          passwordHash,
          userMetadata: body.data ?? {},
          confirmed: false,
        });
      }
      if (newEmail !== undefined) {
        await q.query('update auth.users set email_change = $2 where id = $1', [user.id, newEmail]);
      }
      const prepared = await prepareAuthEmail(services, q, {
        user,
        kind: emailKindOf[body.type],
        to: newEmail ?? email,
        apiUrl: apiUrlOf(services, c),
        redirectTo,
      });
      const fresh = (await findUserByEmail(q, email)) as UserRow;
      return { prepared, user: await loadUserJson(q, fresh) };
    });
    return c.json({
      ...result.user,
      action_link: result.prepared.link,
      email_otp: result.prepared.code,
      hashed_token: result.prepared.token,
      verification_type: result.prepared.verifyType,
      redirect_to: redirectTo,
    });
  });
}
