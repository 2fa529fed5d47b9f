// The events a webhook endpoint may subscribe to (issue 38; the contract's table, and
// webhooks.event_types() in the database, which a test holds equal). `webhook.test` is the test
// ping: sent by send_webhook_test only, never subscribed to.
export const webhookEvents = [
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
  'booking.attended',
  'booking.no_show',
  'place.created',
  'place.cancelled',
  'place.attended',
  'place.no_show',
  'client.created',
  'client.updated',
  'payment.succeeded',
  'payment.refunded',
  'message.failed',
  'membership.created',
  'membership.renewed',
  'membership.payment_failed',
  'membership.cancelled',
] as const;

export type WebhookEvent = (typeof webhookEvents)[number];

/** The test ping's type. */
export const webhookTestEvent = 'webhook.test';

/** A delivery's `last_error` (public.webhook_deliveries). */
export const webhookDeliveryErrors = [
  'timeout',
  'connection_failed',
  'address_not_allowed',
  'http_status',
] as const;
