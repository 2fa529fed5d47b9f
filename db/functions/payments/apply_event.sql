-- Applies one provider event (Stripe's JSON, its signature already checked by the server) to a
-- business's payments, and records its id in the same transaction: a second delivery of the
-- same event, at once or a week later, finds the id and changes nothing ('duplicate'). Events
-- may come in any order, so each one moves a payment only forwards: a success is never undone
-- by a later failure or cancellation, a refund seen before its success records the success
-- first, and the refunded total only grows. The payment's row is locked, so events about one
-- payment take turns. A place held for the payment is confirmed by its success and released by
-- its cancellation (the waitlist moves); a declined card keeps it held, as the payment stays
-- open for another card until the hold runs out (app.sweep_lapsed_offers). A setup intent's
-- success is applied by the server (the card renewals use). Returns applied, ignored, duplicate or unknown_payment (a payment this
-- business never opened: nothing is recorded, so it can be applied once the payment is known).
-- An event signed by the account before a switch (`opened_before`, when it switched) applies
-- only to a payment opened before then: that account's secret says nothing of the new one's.
create or replace function payments.apply_event(
  tenant uuid, event jsonb, opened_before timestamptz default null
) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  object jsonb := event -> 'data' -> 'object';
  kind text := event ->> 'type';
  payment_id text;
  payment payments.provider_payments;
  outcome text := 'ignored';
begin
  if coalesce(event ->> 'id', '') = '' or kind is null or coalesce(jsonb_typeof(object), '') <> 'object' then
    perform app.raise_error('invalid_event', 'An event has an id, a type and data.object.');
  end if;
  payment_id := case
    when kind like 'payment_intent.%' then object ->> 'id'
    when kind like 'charge.%' then object ->> 'payment_intent'
  end;
  if payment_id is not null then
    select * into payment from payments.provider_payments
    where tenant_id = tenant and provider_payment_id = payment_id
    for update;
    if payment.id is null then
      return 'unknown_payment';
    end if;
  end if;
  if opened_before is not null and (payment.id is null or payment.created_at >= opened_before) then
    return 'unknown_payment';
  end if;

  -- Concurrent deliveries of one event wait here for each other; the later finds the row.
  insert into payments.events (tenant_id, provider_event_id, type, provider_payment_id, outcome, created_at)
  values (tenant, event ->> 'id', kind, payment_id, 'ignored',
          to_timestamp(coalesce((event ->> 'created')::double precision, extract(epoch from now()))))
  on conflict do nothing;
  if not found then
    return 'duplicate';
  end if;

  if payment.id is not null then
    case kind
    when 'payment_intent.succeeded' then
      if payment.status <> 'succeeded' then
        perform payments.record_success(payment, coalesce((object ->> 'amount_received')::bigint,
                                                          (object ->> 'amount')::bigint));
        outcome := 'applied';
      end if;
    when 'payment_intent.payment_failed' then
      if payment.status not in ('succeeded', 'canceled') then
        update payments.provider_payments
        set status = 'requires_payment_method',
            last_error_code = coalesce(object -> 'last_payment_error' ->> 'decline_code',
                                       object -> 'last_payment_error' ->> 'code'),
            last_error_message = left(object -> 'last_payment_error' ->> 'message', 500),
            updated_at = now()
        where tenant_id = tenant and id = payment.id;
        outcome := 'applied';
      end if;
    when 'payment_intent.canceled' then
      if payment.status not in ('succeeded', 'canceled') then
        update payments.provider_payments
        set status = 'canceled', updated_at = now()
        where tenant_id = tenant and id = payment.id;
        perform payments.release_hold(payment);
        outcome := 'applied';
      end if;
    when 'charge.refunded' then
      -- A refunded charge was paid: its success may not have arrived yet.
      if payment.status <> 'succeeded' then
        payment := payments.record_success(payment, (object ->> 'amount_captured')::bigint);
      end if;
      if payments.record_refunded(payment, (object ->> 'amount_refunded')::bigint) then
        outcome := 'applied';
      end if;
    else
      null;
    end case;
  elsif kind = 'setup_intent.succeeded' then
    -- A card saved without a payment (a member updating theirs): the server makes it the one
    -- renewals use (src/server/memberships/card-update-webhook.ts), once per event.
    outcome := 'applied';
  end if;

  if outcome = 'applied' then
    update payments.events set outcome = 'applied'
    where tenant_id = tenant and provider_event_id = event ->> 'id';
  end if;
  return outcome;
end
$$;

revoke execute on function payments.apply_event(uuid, jsonb, timestamptz) from public;
