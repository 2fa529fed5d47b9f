import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Queryable } from '../../db/database.ts';
import { keepInMailbox } from '../../mailbox/keep-in-mailbox.ts';
import { AuthError } from '../errors/auth-error.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Whether text messages go anywhere: only to the mailbox, until a gateway exists. */
  readonly texts: boolean;
  /**
   * Sends within the caller's transaction: a mailbox message commits together with the
   * token it carries, and a failed SMTP delivery rolls the token back.
   */
  send(q: Queryable, message: OutgoingMessage): Promise<void>;
}

/**
 * Emails by SMTP when SMTP_URL is set, else to the mailbox; text messages to the mailbox when
 * it is on (there is no text gateway yet). Without it a phone's code has nowhere to go, and
 * the auth service answers as Supabase Auth does with its phone provider off.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  smtpFrom: string;
  mailbox: boolean;
  logger: Logger;
}): Mailer {
  const { smtpUrl, smtpFrom, mailbox, logger } = options;
  const transport = smtpUrl === undefined ? undefined : nodemailer.createTransport(smtpUrl);
  return {
    texts: mailbox,
    async send(q, message) {
      if (message.channel === 'sms' && !mailbox) {
        throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
      }
      if (message.channel === 'sms' || transport === undefined) {
        return keepInMailbox(q, logger, message);
      }
      await transport.sendMail({
        from: smtpFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
