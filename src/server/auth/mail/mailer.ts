import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Queryable } from '../../db/database.ts';
import { keepInMailbox } from '../../mailbox/keep-in-mailbox.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** True when messages stay in the embedded mailbox (shown at /mailbox). */
  readonly embedded: boolean;
  /**
   * Sends within the caller's transaction: a mailbox message commits together with the
   * token it carries, and a failed SMTP delivery rolls the token back.
   */
  send(q: Queryable, message: OutgoingMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise, and for SMS (no gateway yet), the embedded mailbox. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  smtpFrom: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, smtpFrom, logger } = options;
  if (smtpUrl === undefined) {
    return { embedded: true, send: (q, message) => keepInMailbox(q, logger, message) };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    embedded: false,
    async send(q, message) {
      if (message.channel === 'sms') return keepInMailbox(q, logger, message);
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
