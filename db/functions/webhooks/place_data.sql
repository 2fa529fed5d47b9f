-- What a booking.* or place.* event says of a place: the place, its session and its client.
create or replace function webhooks.place_data(tenant uuid, enrollment uuid) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'booking_id', b.id, 'enrollment_id', e.id, 'client_id', e.client_id,
    'service_id', b.service_id, 'service_name', s.name, 'staff_id', b.staff_id,
    'starts_at', b.starts_at, 'ends_at', b.ends_at, 'status', e.status)
  from public.enrollments e
  join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
  join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  where e.tenant_id = tenant and e.id = enrollment
$$;

revoke execute on function webhooks.place_data(uuid, uuid) from public;
