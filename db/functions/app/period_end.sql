-- When a subscription's period that starts at `starts_at` ends. Periods follow the business's
-- local calendar from the first period of their length (the anchor): the same local day and time
-- one week, month or year on (so a period across a daylight-saving change renews on the right
-- local day, and the 31st falls back to the month's last day without drifting). A period that
-- started late (after a freeze, or a resumption) keeps its delay; one in which a freeze starts
-- lasts exactly the freeze's days longer.
create or replace function app.period_end(subscription uuid, number int, starts_at timestamptz, period text)
returns timestamptz
language plpgsql stable security definer set search_path = ''
as $$
declare
  tenant uuid;
  zone text;
  step interval := case period when 'week' then interval '1 week' when 'month' then interval '1 month'
                   else interval '1 year' end;
  first_number int;
  anchor timestamp;
  local_start timestamp := null;
  delayed int;
  frozen int := 0;
  seen int;
  local_end timestamp;
begin
  select s.tenant_id, t.time_zone into tenant, zone
  from public.subscriptions s join public.tenants t on t.id = s.tenant_id
  where s.id = subscription;
  local_start := starts_at at time zone zone;
  -- The run of periods of this length that this one continues.
  select coalesce(max(p.number) + 1, 1) into first_number
  from public.subscription_periods p join public.plans pl on pl.tenant_id = p.tenant_id and pl.id = p.plan_id
  where p.tenant_id = tenant and p.subscription_id = subscription and p.number < period_end.number
    and pl.period <> period_end.period;
  select p.starts_at at time zone zone into anchor from public.subscription_periods p
  where p.tenant_id = tenant and p.subscription_id = subscription and p.number = first_number
    and first_number < period_end.number;
  anchor := coalesce(anchor, local_start);
  delayed := local_start::date - (anchor + step * (period_end.number - first_number))::date;
  loop
    local_end := anchor + step * (period_end.number - first_number + 1)
                 + make_interval(days => delayed + frozen);
    select coalesce(sum(f.ends_on - f.starts_on), 0)::int into seen
    from public.subscription_freezes f
    where f.tenant_id = tenant and f.subscription_id = subscription
      and f.starts_on >= local_start::date and f.starts_on < local_end::date;
    exit when seen = frozen;
    frozen := seen;
  end loop;
  return local_end at time zone zone;
end
$$;

revoke execute on function app.period_end(uuid, int, timestamptz, text) from public;
