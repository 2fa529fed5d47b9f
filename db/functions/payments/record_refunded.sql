-- The provider says `total` of a succeeded payment has been refunded so far (a charge's
-- amount_refunded): the ledger gains one card refund of whatever it had not recorded yet.
-- Totals only grow, so an older event arriving late records nothing. Returns whether it
-- recorded a refund. A refund staff asked for here (payments.refund_requests, the oldest open
-- one of the day for this payment) is recorded in their name and request, so the audit trail
-- says who refunded; one made at the provider is the system's.
create or replace function payments.record_refunded(payment payments.provider_payments, total bigint)
returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  asked payments.refund_requests;
  settings text[] := array['request.jwt.claims', 'request.method', 'request.path',
                           'request.headers'];
  before text[];
begin
  if total is null or total < 0 or total > payment.amount_minor then
    perform app.raise_error('invalid_event', 'A refunded amount is between zero and what was paid.');
  end if;
  if total <= payment.amount_refunded_minor then
    return false;
  end if;
  select r.* into asked from payments.refund_requests r
  where r.tenant_id = payment.tenant_id and r.provider_payment_id = payment.provider_payment_id
    and r.recorded_at is null and r.requested_at > now() - interval '1 day'
  order by r.requested_at
  limit 1
  for update;
  if asked.id is not null then
    update payments.refund_requests set recorded_at = now()
    where tenant_id = asked.tenant_id and id = asked.id;
    before := array(select coalesce(current_setting(name, true), '') from unnest(settings) name);
    perform set_config('request.jwt.claims', asked.claims::text, true),
            set_config('request.method', asked.method, true),
            set_config('request.path', asked.path, true),
            set_config('request.headers',
                       jsonb_build_object('x-request-id', asked.request_id)::text, true);
  end if;
  insert into public.transactions
    (tenant_id, client_id, kind, amount_minor, currency, method, refund_of, enrollment_id, note)
  values (payment.tenant_id, payment.client_id, 'refund', total - payment.amount_refunded_minor,
          payment.currency, 'card', payment.transaction_id, payment.enrollment_id,
          'Card refund ' || payment.provider_payment_id);
  -- The rest of the webhook's transaction is the provider's again.
  if asked.id is not null then
    perform set_config(settings[i], before[i], true) from generate_subscripts(settings, 1) i;
  end if;
  update payments.provider_payments
  set amount_refunded_minor = total, updated_at = now()
  where tenant_id = payment.tenant_id and id = payment.id;
  return true;
end
$$;

revoke execute on function payments.record_refunded(payments.provider_payments, bigint) from public;
