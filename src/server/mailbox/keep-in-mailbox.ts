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
  /** An outbox message's Message-ID: kept once however often it is delivered. */
  messageId?: string | undefined;
}

/**
 * Keeps a message in the embedded mailbox (/mailbox) instead of sending it: every email when
 * no SMTP_URL is set, and every text message (there is no SMS gateway yet). Attachments are
 * stored in base64, so any file type fits. A message with an id already kept is not kept again
 * (an outbox message delivered a second time after its process died: decision 0072).
 */
export async function keepInMailbox(q: Queryable, logger: Logger, message: KeptMessage) {
  const attachments = (message.attachments ?? []).map((attachment) => ({
    filename: attachment.filename,
    content_type: attachment.contentType,
    content: Buffer.from(attachment.content, 'utf8').toString('base64'),
  }));
  await q.query(
    `insert into platform.mailbox_messages
       (channel, to_address, subject, text_body, html_body, attachments, message_id)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7)
     on conflict (message_id) do nothing`,
    [
      message.channel,
      message.to,
      message.subject,
      message.text,
      message.html ?? null,
      JSON.stringify(attachments),
      message.messageId ?? null,
    ],
  );
  logger.info(
    { channel: message.channel, to: message.to, subject: message.subject },
    'message kept in the embedded mailbox (/mailbox)',
  );
}
