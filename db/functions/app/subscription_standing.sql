-- Where a membership stands at a time, from what was decided (its state), its latest period's
-- billing and its freezes: pending (its first payment not made), active, cancelling (ends at
-- ends_at), frozen, overdue (a renewal unpaid, within the business's grace days: still
-- bookable), paused (overdue beyond them), suspended (the last retry declined), ended,
-- abandoned. Booking with it is open when active, cancelling or overdue (app.bookable_standing).
create or replace function app.subscription_standing(sub public.subscriptions, at timestamptz)
returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  latest public.subscription_periods;
  grace int;
  zone text;
begin
  if sub.state <> 'live' then
    return sub.state;
  end if;
  if sub.ends_at is not null and sub.ends_at <= at then
    return 'ended';
  end if;
  select * into latest from public.subscription_periods p
  where p.tenant_id = sub.tenant_id and p.subscription_id = sub.id
  order by p.number desc limit 1;
  select t.membership_grace_days, t.time_zone into grace, zone from public.tenants t where t.id = sub.tenant_id;
  if latest.billing = 'failed' then
    return 'suspended';
  end if;
  if latest.overdue_since is not null and latest.billing in ('due', 'charging', 'retrying') then
    return case when at >= latest.overdue_since + make_interval(days => grace) then 'paused' else 'overdue' end;
  end if;
  if exists (
    select 1 from public.subscription_freezes f
    where f.tenant_id = sub.tenant_id and f.subscription_id = sub.id
      and (at at time zone zone)::date >= f.starts_on and (at at time zone zone)::date < f.ends_on
  ) then
    return 'frozen';
  end if;
  return case when sub.ends_at is not null then 'cancelling' else 'active' end;
end
$$;

revoke execute on function app.subscription_standing(public.subscriptions, timestamptz) from public;
grant execute on function app.subscription_standing(public.subscriptions, timestamptz) to authenticated, service_role;
