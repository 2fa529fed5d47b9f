import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { keepInMailbox } from '../mailbox/keep-in-mailbox.ts';
import { deliverOutboxText } from '../sms/deliver-outbox-text.ts';
import type { TextChannel } from '../sms/text-channel.ts';
import { DeliveryFailure } from './delivery-failure.ts';
import { createEmailTransport, senderAddress } from './email-transport.ts';
import type { OutboxMessage } from './outbox-queries.ts';
import { MessageRenderError, renderMessage } from './templates/render-message.ts';

export interface OutboxDeliveryOptions {
  db: Database;
  logger: Logger;
  siteUrl: string;
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Whether the mailbox (a developer tool) is on: the texts' way out without a gateway. */
  mailbox: boolean;
  /** The text-message gateway (Twilio or its stand-in), if any. */
  texts: TextChannel | undefined;
  /** SMTP connections kept open at once. */
  connections: number;
  now?: () => Date;
}

/**
 * Renders an outbox message and hands it to its channel: email by SMTP or to the embedded
 * mailbox; text messages to the gateway (deliver-outbox-text.ts), else to the mailbox's text
 * channel, and without either they fail for good, as does a message that cannot be rendered.
 */
export function createOutboxDelivery(options: OutboxDeliveryOptions) {
  const { db, logger, siteUrl } = options;
  const email = createEmailTransport(options);
  const organizerEmail = senderAddress(options.smtpFrom);
  const now = options.now ?? (() => new Date());
  const host = new URL(siteUrl).hostname;

  async function deliver(message: OutboxMessage): Promise<void> {
    const snapshot = message.snapshot as { business?: { name?: string; email?: string | null } };
    const business = snapshot.business?.name ?? 'Booking Platform';
    // The business's wording and sender as they are now; the facts stay the snapshot's.
    const { wording } = message;
    const sender = wording?.sender_name ?? business;
    const messageId = `<${message.id}@${host}>`;
    let rendered;
    try {
      rendered = renderMessage(message.kind, message.snapshot, {
        siteUrl,
        organizer: { name: sender, email: organizerEmail },
        attendee: message.channel === 'email' ? message.to_address : null,
        now: now(),
        locale: message.locale,
        wording,
        sample: message.event_key.startsWith('test:'),
      });
    } catch (error) {
      if (error instanceof MessageRenderError) throw new DeliveryFailure(error.message, true);
      throw error;
    }
    if (message.channel === 'sms') {
      if (options.texts) return deliverOutboxText(db, options.texts, message, rendered, messageId);
      if (!options.mailbox) {
        throw new DeliveryFailure('This server has no text-message gateway.', true);
      }
      await keepInMailbox(db, logger, {
        channel: 'sms',
        messageId,
        to: message.to_address,
        subject: rendered.subject,
        text: rendered.sms,
      });
      return;
    }
    await email.send({
      messageId,
      fromName: sender,
      replyTo: wording?.reply_to ?? snapshot.business?.email ?? null,
      to: message.to_address,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      calendar: rendered.calendar,
      unsubscribeUrl: rendered.unsubscribeUrl,
      language: rendered.locale,
    });
  }

  return { deliver, close: () => email.close() };
}
