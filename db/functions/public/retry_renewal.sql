-- Staff (an admin or the owner) try a membership's unpaid renewal again now: its period is due
-- at once and the billing worker charges the saved card (woken by the NOTIFY at the commit).
-- A suspended one keeps its suspension until it is paid, when it starts again from then
-- (payments.renewal_paid); declined again, it stays suspended and the client is told.
create or replace function public.retry_renewal(tenant_id uuid, subscription_id uuid)
returns public.subscription_periods
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  sub public.subscriptions;
  owed public.subscription_periods;
begin
  sub := app.admin_subscription(retry_renewal.tenant_id, retry_renewal.subscription_id);
  if sub.pays_by <> 'card' then
    perform app.raise_error('not_renewed_by_card', 'This membership is paid at the desk: there is no card to charge.', 409);
  end if;
  select * into owed from public.subscription_periods p
  where p.tenant_id = sub.tenant_id and p.subscription_id = sub.id
    and p.billing in ('due', 'retrying', 'failed')
  order by p.number desc limit 1
  for update;
  if owed.number is null then
    perform app.raise_error('nothing_overdue', 'This membership has no unpaid renewal.', 409);
  end if;
  update public.subscription_periods p
  set billing = 'due', next_attempt_at = app.now(), updated_at = now()
  where p.tenant_id = owed.tenant_id and p.subscription_id = owed.subscription_id
    and p.number = owed.number
  returning * into owed;
  perform pg_notify('membership_billing', '');
  return owed;
end
$$;

revoke execute on function public.retry_renewal(uuid, uuid) from public;
grant execute on function public.retry_renewal(uuid, uuid) to authenticated, service_role;
