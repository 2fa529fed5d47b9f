-- A provider payment succeeded: it becomes one ledger payment by card, linked to the place it
-- paid for (a held place is confirmed first: payments.confirm_paid_place), and a purchase
-- grants its pack or pass (its charge and its credit grant, as
-- public.purchase_option makes them) so it can be used at once; a membership's first payment
-- starts it (app.start_subscription), a renewal's pays its period (payments.renewal_paid).
-- Called by apply_event with the payment's row locked and its status not yet succeeded, so it
-- runs once per payment; the provider_payments_in_ledger constraint and the unique
-- transaction_id hold that anyway.
create or replace function payments.record_success(payment payments.provider_payments, amount bigint)
returns payments.provider_payments
language plpgsql security definer set search_path = ''
as $$
declare
  option public.service_options;
  granted uuid;
  paid uuid;
  lost timestamptz;
  updated payments.provider_payments;
begin
  if amount is null or amount <= 0 then
    perform app.raise_error('invalid_event', 'A successful payment has an amount above zero.');
  end if;
  if payment.purpose = 'purchase' then
    select * into option from public.service_options
    where tenant_id = payment.tenant_id and id = payment.option_id;
    if option.price_minor > 0 then
      insert into public.transactions (tenant_id, client_id, kind, amount_minor, currency, option_id, note)
      values (payment.tenant_id, payment.client_id, 'charge', option.price_minor, option.currency,
              option.id, option.name);
    end if;
    insert into public.transactions
      (tenant_id, client_id, kind, currency, credits, option_id, expires_at, note)
    values (payment.tenant_id, payment.client_id, 'credit_grant', option.currency,
            case option.kind when 'pack' then option.credits end, option.id,
            now() + make_interval(days => option.validity_days), option.name)
    returning id into granted;
  end if;
  if payment.purpose = 'enrollment' and payments.confirm_paid_place(payment) = 'lost' then
    -- Paid for a place that is no longer there: the server refunds it (webhook-route.ts).
    lost := now();
  end if;
  if payment.purpose = 'membership' then
    perform app.start_subscription(payment.tenant_id, payment.subscription_id);
  elsif payment.purpose = 'renewal' then
    perform payments.renewal_paid(payment);
  end if;
  insert into public.transactions
    (tenant_id, client_id, kind, amount_minor, currency, method, option_id, enrollment_id,
     subscription_id, note)
  values (payment.tenant_id, payment.client_id, 'payment', amount, payment.currency, 'card',
          payment.option_id,
          coalesce(payment.enrollment_id, (select f.enrollment_id from public.transactions f
                                           where f.tenant_id = payment.tenant_id and f.id = payment.fee_id)),
          payment.subscription_id, 'Card payment ' || payment.provider_payment_id)
  returning id into paid;
  update payments.provider_payments
  set status = 'succeeded', transaction_id = paid, grant_id = granted, place_lost_at = lost,
      last_error_code = null, last_error_message = null, updated_at = now()
  where tenant_id = payment.tenant_id and id = payment.id
  returning * into updated;
  return updated;
end
$$;

revoke execute on function payments.record_success(payments.provider_payments, bigint) from public;
