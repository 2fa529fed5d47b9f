-- A client (or staff) freezes a live membership from one local day to another (ends_on not
-- included). Its places in classes on the frozen days are cancelled as the business would (the
-- class back, no fee, the client told); when the freeze starts inside the period under way,
-- that period lasts exactly the frozen days longer (app.period_end), and so do the next charge
-- and a cancellation's end. A freeze in a later period lengthens that one when it begins.
create or replace function public.freeze_subscription(
  subscription_id uuid, starts_on date, ends_on date
) returns public.subscription_freezes
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  sub public.subscriptions := app.subscription_to_change(freeze_subscription.subscription_id, true);
  zone text;
  frozen public.subscription_freezes;
  under_way public.subscription_periods;
  lengthened timestamptz;
begin
  select t.time_zone into zone from public.tenants t where t.id = sub.tenant_id;
  if freeze_subscription.starts_on is null or freeze_subscription.ends_on is null
     or freeze_subscription.ends_on <= freeze_subscription.starts_on
     or freeze_subscription.ends_on - freeze_subscription.starts_on > 366 then
    perform app.raise_error('invalid_freeze', 'A freeze ends after the day it starts, within a year.');
  end if;
  if freeze_subscription.starts_on < (app.now() at time zone zone)::date then
    perform app.raise_error('freeze_in_past', 'A freeze starts today or later.');
  end if;
  if exists (
    select 1 from public.subscription_freezes f
    where f.tenant_id = sub.tenant_id and f.subscription_id = sub.id
      and f.starts_on < freeze_subscription.ends_on and f.ends_on > freeze_subscription.starts_on
  ) then
    perform app.raise_error('freeze_overlaps', 'This freeze overlaps another one of this membership.', 409);
  end if;
  insert into public.subscription_freezes (tenant_id, subscription_id, starts_on, ends_on)
  values (sub.tenant_id, sub.id, freeze_subscription.starts_on, freeze_subscription.ends_on)
  returning * into frozen;
  perform app.cancel_membership_places(sub.tenant_id, sub.id,
    freeze_subscription.starts_on::timestamp at time zone zone,
    freeze_subscription.ends_on::timestamp at time zone zone);
  select p.* into under_way from public.subscription_periods p
  where p.tenant_id = sub.tenant_id and p.subscription_id = sub.id
    and (p.starts_at at time zone zone)::date <= freeze_subscription.starts_on
    and (p.ends_at at time zone zone)::date > freeze_subscription.starts_on
  order by p.number desc limit 1;
  if under_way.number is not null then
    lengthened := app.period_end(sub.id, under_way.number, under_way.starts_at,
                                 (select pl.period from public.plans pl
                                  where pl.tenant_id = sub.tenant_id and pl.id = under_way.plan_id));
    update public.subscription_periods p
    set ends_at = lengthened, updated_at = now()
    where p.tenant_id = sub.tenant_id and p.subscription_id = sub.id and p.number = under_way.number;
    -- A cancellation ends at a period's end: it moves by the same local days.
    if sub.ends_at is not null and sub.ends_at >= under_way.ends_at then
      update public.subscriptions s
      set ends_at = ((s.ends_at at time zone zone)
                     + make_interval(days => freeze_subscription.ends_on - freeze_subscription.starts_on))
                    at time zone zone,
          updated_at = now()
      where s.tenant_id = sub.tenant_id and s.id = sub.id;
    end if;
  end if;
  return frozen;
end
$$;

revoke execute on function public.freeze_subscription(uuid, date, date) from public;
grant execute on function public.freeze_subscription(uuid, date, date) to authenticated, service_role;
