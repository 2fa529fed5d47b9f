import type { Logger } from 'pino';
import type { Queryable } from '../db/database.ts';

export interface MailboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface KeptMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: MailboxAttachment[] | undefined;
}

/**
 * Keeps a message in the embedded mailbox (/mailbox) instead of sending it: every email when
 * no SMTP_URL is set, and every text message (there is no SMS gateway yet). Attachments are
 * stored in base64, so any file type fits.
 */
export async function keepInMailbox(q: Queryable, logger: Logger, message: KeptMessage) {
  const attachments = (message.attachments ?? []).map((attachment) => ({
    filename: attachment.filename,
    content_type: attachment.contentType,
    content: Buffer.from(attachment.content, 'utf8').toString('base64'),
  }));
  await q.query(
    `insert into platform.mailbox_messages
       (channel, to_address, subject, text_body, html_body, attachments)
     values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      message.channel,
      message.to,
      message.subject,
      message.text,
      message.html ?? null,
      JSON.stringify(attachments),
    ],
  );
  logger.info(
    { channel: message.channel, to: message.to, subject: message.subject },
    'message kept in the embedded mailbox (/mailbox)',
  );
}
