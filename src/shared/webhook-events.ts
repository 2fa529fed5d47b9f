// The events a webhook endpoint may subscribe to (issue 38; the contract's table, and
// webhooks.event_types() in the database, which a test holds equal), by object: each event is
// `<object>.<what happened>`. `webhook.test` is the test ping: sent by send_webhook_test only,
// never subscribed to.
const eventsByObject = {
  booking: ['created', 'rescheduled', 'cancelled', 'attended', 'no_show'],
  place: ['created', 'cancelled', 'attended', 'no_show'],
  client: ['created', 'updated'],
  payment: ['succeeded', 'refunded'],
  message: ['failed'],
  membership: ['created', 'renewed', 'payment_failed', 'cancelled'],
} as const;

type EventsByObject = typeof eventsByObject;

export type WebhookEvent = {
  [Object in keyof EventsByObject]: `${Object}.${EventsByObject[Object][number]}`;
}[keyof EventsByObject];

export const webhookEvents: readonly WebhookEvent[] = Object.entries(eventsByObject).flatMap(
  ([object, whats]) => whats.map((what) => `${object}.${what}` as WebhookEvent),
);

/** The test ping's type. */
export const webhookTestEvent = 'webhook.test';

/** A delivery's `last_error` (public.webhook_deliveries). */
export const webhookDeliveryErrors = [
  'timeout',
  'connection_failed',
  'address_not_allowed',
  'http_status',
] as const;
