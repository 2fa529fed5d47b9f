import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Queryable } from '../../db/database.ts';

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

async function keepInMailbox(q: Queryable, logger: Logger, message: OutgoingMessage) {
  await q.query(
    `insert into platform.mailbox_messages (channel, to_address, subject, text_body, html_body)
     values ($1, $2, $3, $4, $5)`,
    [message.channel, message.to, message.subject, message.text, message.html ?? null],
  );
  logger.info(
    { channel: message.channel, to: message.to, subject: message.subject },
    'message kept in the embedded mailbox (/mailbox)',
  );
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
