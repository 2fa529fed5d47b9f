import type { MessageId } from '@shared/i18n/message-ids.ts';

/** A delivery's state: on its way or being retried, delivered, or given up after the last retry. */
export type DeliveryState = 'pending' | 'delivered' | 'failed';

export const deliveryStateWords = {
  pending: { label: 'webhooks.deliveryPending', color: 'blue' },
  delivered: { label: 'webhooks.deliveryDelivered', color: 'teal' },
  failed: { label: 'webhooks.deliveryFailed', color: 'red' },
} as const satisfies Record<DeliveryState, { label: MessageId; color: string }>;

/** A state named by the view, or 'pending' for one this SPA does not know. */
export function deliveryStateOf(state: string | null): DeliveryState {
  return state === 'delivered' || state === 'failed' ? state : 'pending';
}

const errorWords: Record<string, MessageId> = {
  timeout: 'webhooks.errorTimeout',
  connection_failed: 'webhooks.errorConnectionFailed',
  address_not_allowed: 'webhooks.errorAddressNotAllowed',
  http_status: 'webhooks.errorHttpStatus',
};

/** The sentence for a delivery's last error code; errorOther (naming the code) for any other. */
export function deliveryErrorWords(code: string): MessageId {
  return Object.hasOwn(errorWords, code) ? (errorWords[code] as MessageId) : 'webhooks.errorOther';
}

/** How soon a delivery due again counts as "now" for the log's refresh. */
const soon = 60_000;

/**
 * How often the log is read again: every 2 seconds while a delivery on show is pending and due
 * within the minute (a test ping, a resend, a quick retry), so its outcome shows; else every
 * half minute, as events arrive from everything the business does.
 */
export function logRefresh(
  deliveries: readonly { state: string | null; next_attempt_at: string | null }[],
  now: number,
): number {
  const due = deliveries.some(
    (delivery) =>
      deliveryStateOf(delivery.state) === 'pending' &&
      (delivery.next_attempt_at === null || Date.parse(delivery.next_attempt_at) - now < soon),
  );
  return due ? 2_000 : 30_000;
}
