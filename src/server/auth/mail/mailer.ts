import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Queryable } from '../../db/database.ts';
import { keepInMailbox } from '../../mailbox/keep-in-mailbox.ts';
import type { TextChannel } from '../../sms/text-channel.ts';
import { TextGatewayError } from '../../sms/twilio-gateway.ts';
import { AuthError } from '../errors/auth-error.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Whether text messages go anywhere: to the gateway, or else to the mailbox. */
  readonly texts: boolean;
  /**
   * Sends within the caller's transaction: a mailbox message commits together with the
   * token it carries, and a failed SMTP delivery rolls the token back.
   */
  send(q: Queryable, message: OutgoingMessage): Promise<void>;
}

/**
 * Emails by SMTP when SMTP_URL is set, else to the mailbox; text messages through the gateway
 * (Twilio or its stand-in), else to the mailbox when it is on. Without either a phone's code
 * has nowhere to go, and the auth service answers as Supabase Auth does with its phone
 * provider off. A text the gateway refuses rolls its code back.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  smtpFrom: string;
  mailbox: boolean;
  texts: TextChannel | undefined;
  logger: Logger;
}): Mailer {
  const { smtpUrl, smtpFrom, mailbox, texts, logger } = options;
  const transport = smtpUrl === undefined ? undefined : nodemailer.createTransport(smtpUrl);
  return {
    texts: texts !== undefined || mailbox,
    async send(q, message) {
      if (message.channel === 'sms' && texts) {
        try {
          await texts.send(q, { to: message.to, body: message.text, subject: message.subject });
        } catch (error) {
          if (!(error instanceof TextGatewayError)) throw error;
          throw new AuthError(502, 'sms_send_failed', `Error sending the code: ${error.message}`);
        }
        return;
      }
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
