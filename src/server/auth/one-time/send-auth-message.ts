import type { Queryable } from '../../db/database.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError } from '../errors/auth-error.ts';
import { authEmail, authSms, type EmailKind } from '../mail/message-templates.ts';
import type { UserRow } from '../users/user-json.ts';
import { issueOneTimeToken, type OneTimeTokenType } from './one-time-tokens.ts';

// For each message: its token, the verify type of its link, and the user column that records
// when it was last sent (the minimum interval between two messages is measured from it).
const emailKinds = {
  confirmation: { token: 'confirmation', verifyType: 'signup', sentAt: 'confirmation_sent_at' },
  magiclink: { token: 'magiclink', verifyType: 'magiclink', sentAt: 'recovery_sent_at' },
  recovery: { token: 'recovery', verifyType: 'recovery', sentAt: 'recovery_sent_at' },
  email_change: {
    token: 'email_change_new',
    verifyType: 'email_change',
    sentAt: 'email_change_sent_at',
  },
  invite: { token: 'invite', verifyType: 'invite', sentAt: 'invited_at' },
  reauthentication: {
    token: 'reauthentication',
    verifyType: 'reauthentication',
    sentAt: 'reauthentication_sent_at',
  },
} as const satisfies Record<
  EmailKind,
  { token: OneTimeTokenType; verifyType: string; sentAt: keyof UserRow }
>;

const smsKinds = {
  phone_confirmation: 'confirmation_sent_at',
  phone_change: 'phone_change_sent_at',
  reauthentication: 'reauthentication_sent_at',
} as const satisfies Partial<Record<OneTimeTokenType, keyof UserRow>>;

/** 429 while the minimum interval (seconds) since the last message to the same place has not passed. */
export function checkInterval(
  interval: number,
  lastSent: Date | null,
  code: 'over_email_send_rate_limit' | 'over_sms_send_rate_limit',
) {
  if (lastSent === null || interval === 0) return;
  const waitMs = lastSent.getTime() + interval * 1000 - Date.now();
  if (waitMs > 0) {
    throw new AuthError(
      429,
      code,
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    );
  }
}

export interface AuthEmailInput {
  user: UserRow;
  kind: EmailKind;
  to: string;
  apiUrl: string;
  redirectTo: string;
  flowStateId?: string | undefined;
}

/**
 * Issues the link token and code of an auth email and records when it went out; returns what
 * the email carries. Admins use it alone (generate_link) to hand the link out themselves.
 */
export async function prepareAuthEmail(
  services: AuthServices,
  q: Queryable,
  input: AuthEmailInput,
): Promise<{ token: string; code: string; link: string; verifyType: string }> {
  const kind = emailKinds[input.kind];
  const { token, code } = await issueOneTimeToken(q, {
    userId: input.user.id,
    type: kind.token,
    relatesTo: input.to,
    lifetimeSeconds: services.config.auth.otpExpiry,
    flowStateId: input.flowStateId,
  });
  await q.query(`update auth.users set ${kind.sentAt} = now() where id = $1`, [input.user.id]);
  const link = new URL(`${input.apiUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', kind.verifyType);
  link.searchParams.set('redirect_to', input.redirectTo);
  return { token, code, link: link.href, verifyType: kind.verifyType };
}

/** Sends an auth email with a fresh link and code, at most once per interval per address. */
export async function sendAuthEmail(
  services: AuthServices,
  q: Queryable,
  input: AuthEmailInput,
): Promise<void> {
  checkInterval(
    services.config.auth.emailMinInterval,
    input.user[emailKinds[input.kind].sentAt],
    'over_email_send_rate_limit',
  );
  const { code, link } = await prepareAuthEmail(services, q, input);
  await services.mailer.send(q, authEmail(input.kind, { to: input.to, code, link }));
}

/** Sends a one-time code by SMS, at most once per interval per number. */
export async function sendAuthSms(
  services: AuthServices,
  q: Queryable,
  input: { user: UserRow; type: keyof typeof smsKinds; to: string },
): Promise<void> {
  const sentAt = smsKinds[input.type];
  checkInterval(
    services.config.auth.emailMinInterval,
    input.user[sentAt],
    'over_sms_send_rate_limit',
  );
  const { code } = await issueOneTimeToken(q, {
    userId: input.user.id,
    type: input.type,
    relatesTo: input.to,
    lifetimeSeconds: services.config.auth.otpExpiry,
  });
  await q.query(`update auth.users set ${sentAt} = now() where id = $1`, [input.user.id]);
  await services.mailer.send(q, authSms(input.to, code));
}
