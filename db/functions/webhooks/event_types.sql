-- The event types an endpoint may subscribe to (the contract's table). The app states the same
-- list (src/shared/webhook-events.ts, webhookEvents); a test holds the two equal. The test ping,
-- webhook.test, is sent by send_webhook_test only and never subscribed to.
create or replace function webhooks.event_types() returns text[]
language sql immutable
as $$
  select array[
    'booking.created', 'booking.rescheduled', 'booking.cancelled', 'booking.attended',
    'booking.no_show', 'place.created', 'place.cancelled', 'place.attended', 'place.no_show',
    'client.created', 'client.updated', 'payment.succeeded', 'payment.refunded',
    'message.failed', 'membership.created', 'membership.renewed', 'membership.payment_failed',
    'membership.cancelled']
$$;

revoke execute on function webhooks.event_types() from public;
