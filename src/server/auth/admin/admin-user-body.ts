import { z } from 'zod';
import { validationFailed } from '../errors/auth-error.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { checkNewPassword } from '../passwords/password-policy.ts';
import { parseEmail, parsePhone } from '../request/addresses.ts';
import { banEnd } from './ban-duration.ts';

export const adminUserBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  password_hash: z.string().nullish(),
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: z.record(z.string(), z.unknown()).nullish(),
  app_metadata: z.record(z.string(), z.unknown()).nullish(),
  role: z.string().nullish(),
  ban_duration: z.string().nullish(),
});

/** What an admin asked to set on a user, checked and with the password already hashed. */
export interface AdminUserFields {
  email: string | undefined;
  phone: string | undefined;
  passwordHash: string | undefined;
  emailConfirm: boolean;
  phoneConfirm: boolean;
  userMetadata: Record<string, unknown> | undefined;
  appMetadata: Record<string, unknown> | undefined;
  role: string | undefined;
  bannedUntil: Date | null | undefined;
}

export async function adminUserFields(
  body: z.output<typeof adminUserBody>,
  passwordMinLength: number,
): Promise<AdminUserFields> {
  let passwordHash: string | undefined;
  if (body.password) {
    checkNewPassword(body.password, passwordMinLength);
    passwordHash = await hashPassword(body.password);
  } else if (body.password_hash) {
    // Imports from Supabase bring bcrypt hashes; anything else could never verify.
    if (!/^\$2[aby]\$\d{2}\$.{53}$/.test(body.password_hash)) {
      throw validationFailed('Invalid password hash: only bcrypt hashes are supported');
    }
    passwordHash = body.password_hash;
  }
  return {
    email: body.email ? parseEmail(body.email) : undefined,
    phone: body.phone ? parsePhone(body.phone) : undefined,
    passwordHash,
    emailConfirm: body.email_confirm ?? false,
    phoneConfirm: body.phone_confirm ?? false,
    userMetadata: body.user_metadata ?? undefined,
    appMetadata: body.app_metadata ?? undefined,
    role: body.role ?? undefined,
    bannedUntil: banEnd(body.ban_duration, new Date()),
  };
}
