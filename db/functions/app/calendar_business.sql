-- The business a calendar names: its name, its zone (every event's TZID), its address (an
-- event's location when the booking names none) and its default language.
create or replace function app.calendar_business(tenant uuid) returns jsonb
language sql stable
as $$
  select jsonb_build_object('name', t.name, 'slug', t.slug, 'time_zone', t.time_zone,
                            'address', t.address, 'locale', t.locale)
  from public.tenants t where t.id = calendar_business.tenant
$$;

revoke execute on function app.calendar_business(uuid) from public, anon, authenticated;
