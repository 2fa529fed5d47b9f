import type { OutgoingMessage } from './mailer.ts';

export type EmailKind =
  'confirmation' | 'magiclink' | 'recovery' | 'email_change' | 'invite' | 'reauthentication';

const texts: Record<EmailKind, { subject: string; intro: string; action: string | undefined }> = {
  confirmation: {
    subject: 'Confirm your email address',
    intro: 'Confirm your email address to finish creating your account.',
    action: 'Confirm my email',
  },
  magiclink: {
    subject: 'Your sign-in link',
    intro: 'Use this link or code to sign in.',
    action: 'Sign in',
  },
  recovery: {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of this account. If it was not you, ignore this.',
    action: 'Choose a new password',
  },
  email_change: {
    subject: 'Confirm your new email address',
    intro: 'Confirm this address to make it the email of your account.',
    action: 'Confirm the change',
  },
  invite: {
    subject: 'You have been invited',
    intro: 'You have been invited to create an account.',
    action: 'Accept the invitation',
  },
  reauthentication: {
    subject: 'Confirm it is you',
    intro: 'Enter this code to confirm the change you asked for.',
    action: undefined,
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An auth email in plain text and HTML, carrying its link (if any) and its one-time code. */
export function authEmail(
  kind: EmailKind,
  input: { to: string; code: string; link: string | undefined },
): OutgoingMessage {
  const { subject, intro, action } = texts[kind];
  const link = action === undefined ? undefined : input.link;
  const text = [
    intro,
    '',
    ...(link === undefined ? [] : [`${action}: ${link}`, '']),
    `Your code: ${input.code}`,
    '',
    'The link and the code work once and expire.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    link === undefined
      ? ''
      : `<p><a href="${escapeHtml(link)}">${escapeHtml(action ?? '')}</a></p>`,
    `<p>Your code: <strong>${input.code}</strong></p>`,
    '<p>The link and the code work once and expire.</p>',
  ].join('\n');
  return { channel: 'email', to: input.to, subject, text, html };
}

/** The SMS carrying a phone one-time code. */
export function authSms(to: string, code: string): OutgoingMessage {
  return { channel: 'sms', to, subject: 'SMS', text: `Your code is ${code}` };
}
