-- The moments a report covers: from the start of its first day to the end of its last, both
-- days in the business's time zone (a local day may be 23 or 25 hours long). Refuses a period
-- that ends before it starts or runs longer than three years (1,100 days), so that a report
-- always answers quickly.
create or replace function app.report_window(tenant uuid, first_day date, last_day date)
returns tstzrange
language plpgsql stable
set search_path = ''
as $$
declare
  zone text;
begin
  if first_day is null or last_day is null or last_day < first_day
     or last_day - first_day >= 1100 then
    perform app.raise_error('invalid_period',
      'Choose a period whose first day is not after its last, at most three years long.');
  end if;
  select t.time_zone into zone from public.tenants t where t.id = tenant;
  return tstzrange(first_day::timestamp at time zone zone,
                   (last_day + 1)::timestamp at time zone zone, '[)');
end
$$;

grant execute on function app.report_window(uuid,date,date) to public, authenticated, service_role;
