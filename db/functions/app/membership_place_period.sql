-- Whether a client's membership pays for a place in this class, checked in the order a person
-- fixes them (issue 35, point 2): the membership is theirs, covers the class, stands where it
-- may book (a frozen membership books classes after its freeze), has the class inside the
-- period under way and before it ends, not on a frozen day, with a class left of that period's
-- allowance and of the plan's daily limit. Returns the period whose grant pays for the place.
-- The daily limit counts the membership's other places that day, so a place being settled
-- does not count itself.
create or replace function app.membership_place_period(
  tenant uuid, client uuid, subscription uuid, session public.bookings
) returns public.subscription_periods
language plpgsql stable security definer set search_path = ''
as $$
declare
  sub public.subscriptions;
  plan public.plans;
  zone text;
  standing text;
  covering public.subscription_periods;
  remaining int;
  that_day int;
begin
  select * into sub from public.subscriptions s
  where s.tenant_id = tenant and s.id = subscription and s.client_id = client;
  if sub.id is null then
    perform app.raise_error('membership_not_found', 'There is no such membership.', 404);
  end if;
  if not exists (
    select 1 from public.plan_services ps
    where ps.tenant_id = tenant and ps.plan_id = sub.plan_id and ps.service_id = session.service_id
  ) then
    perform app.raise_error('membership_not_covering', 'This membership does not cover this class.', 409);
  end if;
  standing := app.subscription_standing(sub, app.now());
  if standing not in ('active', 'cancelling', 'overdue', 'frozen') then
    perform app.raise_error('membership_paused', case standing
      when 'pending' then 'This membership starts when its first payment is made.'
      when 'paused' then 'This membership is paused until its payment is made: update your card.'
      when 'suspended' then 'This membership is paused until its payment is made: update your card.'
      else 'This membership has ended.' end, 409);
  end if;
  select * into covering from public.subscription_periods p
  where p.tenant_id = tenant and p.subscription_id = sub.id
    and p.starts_at <= session.starts_at and p.ends_at > session.starts_at;
  if covering.number is null and (sub.ends_at is null or session.starts_at < sub.ends_at) then
    perform app.raise_error('membership_not_yet',
      'This class is after your membership''s current period: book it once the membership renews.', 409);
  end if;
  if sub.ends_at is not null and session.starts_at >= sub.ends_at then
    perform app.raise_error('membership_ending', 'Your membership ends before this class.', 409);
  end if;
  select t.time_zone into zone from public.tenants t where t.id = tenant;
  if exists (
    select 1 from public.subscription_freezes f
    where f.tenant_id = tenant and f.subscription_id = sub.id
      and (session.starts_at at time zone zone)::date >= f.starts_on
      and (session.starts_at at time zone zone)::date < f.ends_on
  ) then
    perform app.raise_error('membership_frozen', 'Your membership is frozen on the day of this class.', 409);
  end if;
  select a.credits_remaining into remaining from public.client_allowances a
  where a.tenant_id = tenant and a.grant_id = covering.grant_id;
  if remaining <= 0 then
    perform app.raise_error('allowance_used', 'This period''s classes are used: book a drop-in or wait for the renewal.', 409);
  end if;
  select * into plan from public.plans where tenant_id = tenant and id = covering.plan_id;
  if plan.daily_limit is not null then
    select count(*) into that_day
    from public.enrollments e
    join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
    where e.tenant_id = tenant and e.subscription_id = sub.id and e.booking_id <> session.id
      and e.status in ('held', 'confirmed', 'offered')
      and (b.starts_at at time zone zone)::date = (session.starts_at at time zone zone)::date;
    if that_day >= plan.daily_limit then
      perform app.raise_error('daily_limit_reached', 'You have booked as many classes that day as your membership allows.', 409);
    end if;
  end if;
  return covering;
end
$$;

revoke execute on function app.membership_place_period(uuid, uuid, uuid, public.bookings) from public;
