-- A renewal's payment succeeded (payments.record_success): its period is paid, whoever charged
-- it (the billing worker off-session, the client updating their card, staff retrying). A period
-- paid after it was suspended starts again from now, for its full length (decision 0062): the
-- client pays for the time they may book, not for the time the membership stood suspended.
create or replace function payments.renewal_paid(payment payments.provider_payments)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  paid public.subscription_periods;
  period text;
begin
  update public.subscription_periods p
  set billing = 'paid', lease_until = null, next_attempt_at = null,
      provider_payment_id = payment.provider_payment_id, last_error_code = null,
      last_error_message = null, updated_at = now()
  where p.tenant_id = payment.tenant_id and p.charge_id = payment.fee_id
  returning * into paid;
  if paid.suspended_at is null then
    return;
  end if;
  select pl.period into period from public.plans pl
  where pl.tenant_id = paid.tenant_id and pl.id = paid.plan_id;
  update public.subscription_periods p
  set starts_at = app.now(), suspended_at = null,
      ends_at = app.period_end(paid.subscription_id, paid.number, app.now(), period)
  where p.tenant_id = paid.tenant_id and p.subscription_id = paid.subscription_id
    and p.number = paid.number;
end
$$;

revoke execute on function payments.renewal_paid(payments.provider_payments) from public;
