-- The business as every message shows it: name, zone, currency, language and contact (the
-- same fields as place_snapshot's business).
create or replace function messaging.business_snapshot(tenant uuid) returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'name', t.name, 'time_zone', t.time_zone, 'currency', t.currency, 'locale', t.locale,
    'email', t.contact_email, 'phone', t.contact_phone, 'address', t.address)
  from public.tenants t
  where t.id = business_snapshot.tenant
$$;
