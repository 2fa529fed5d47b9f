-- What every message about a client's place renders: the business (name, zone, currency,
-- language, contact), the client, the session and the place as they are now, and the
-- calendar identity of the place (its UID is the enrollment's id; the booking's sequence).
create or replace function messaging.place_snapshot(tenant uuid, enrollment uuid) returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'business', jsonb_build_object(
      'name', t.name, 'time_zone', t.time_zone, 'currency', t.currency, 'locale', t.locale,
      'email', t.contact_email, 'phone', t.contact_phone, 'address', t.address),
    'client', jsonb_build_object('name', c.full_name),
    'session', jsonb_build_object(
      'booking_id', b.id, 'service', s.name, 'private', s.kind = 'private',
      'staff', st.display_name, 'starts_at', b.starts_at, 'ends_at', b.ends_at,
      'location', b.location),
    'place', jsonb_build_object(
      'id', e.id, 'status', e.status, 'waitlist_position', e.waitlist_position,
      'offer_expires_at', e.offer_expires_at),
    'calendar', jsonb_build_object('uid', e.id, 'sequence', b.calendar_sequence)
  )
  from public.enrollments e
  join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
  join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  join public.tenants t on t.id = e.tenant_id
  join public.clients c on c.tenant_id = e.tenant_id and c.id = e.client_id
  left join public.staff st on st.tenant_id = b.tenant_id and st.id = b.staff_id
  where e.tenant_id = place_snapshot.tenant and e.id = place_snapshot.enrollment
$$;
