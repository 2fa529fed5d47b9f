import type { Database } from '../db/database.ts';
import { DeliveryFailure } from '../messaging/delivery-failure.ts';
import type { OutboxMessage } from '../messaging/outbox-queries.ts';
import type { TextChannel } from './text-channel.ts';
import { deliveryState, gatewayNumber } from './text-status.ts';
import { optOutOfTexts, textOptedOut } from './text-opt-outs.ts';
import { TextGatewayError, unsubscribedRecipient } from './twilio-gateway.ts';

/** Where the gateway reports a text's delivery: the message named in the query. */
export function statusCallbackUrl(publicUrl: string, message: OutboxMessage): string {
  const url = new URL('/sms/v1/twilio/status', publicUrl);
  url.searchParams.set('tenant', message.tenant_id);
  url.searchParams.set('message', message.id);
  return url.href;
}

/**
 * Hands an outbox text to the gateway and records its id and first status; the callbacks then
 * take it further (sms-routes.ts). A number that opted out gets nothing, and one that Twilio
 * refuses as unsubscribed (21610) is recorded as opted out; both fail for good.
 */
export async function deliverOutboxText(
  db: Database,
  texts: TextChannel,
  message: OutboxMessage,
  rendered: { subject: string; sms: string },
  messageId: string,
): Promise<void> {
  const number = gatewayNumber(message.to_address);
  if (await textOptedOut(db, number)) {
    throw new DeliveryFailure(
      'The number replied STOP: no text goes to it until it replies START.',
      true,
    );
  }
  let accepted;
  try {
    accepted = await texts.send(db, {
      to: message.to_address,
      body: rendered.sms,
      subject: rendered.subject,
      messageId,
      statusCallback: statusCallbackUrl(texts.publicUrl, message),
    });
  } catch (error) {
    if (error instanceof TextGatewayError && error.gatewayCode === unsubscribedRecipient) {
      await optOutOfTexts(db, number, 'unsubscribed');
    }
    throw error;
  }
  await db.query('select messaging.record_text_status($1, $2, $3, $4, null)', [
    message.tenant_id,
    message.id,
    accepted.sid,
    deliveryState(accepted.status) ?? 'queued',
  ]);
}
