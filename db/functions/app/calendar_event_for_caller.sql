-- "Add to calendar" on one booking: the event the signed-in caller may download, or null.
-- A client gets their own place (by the place's id) while it is held or confirmed; the team
-- of a business gets any of its bookings (by the booking's id) that is not cancelled.
-- Called by the server as the caller's role (src/server/calendar/), never through the data API.
create or replace function app.calendar_event_for_caller(id uuid) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  place public.enrollments;
  booking public.bookings;
begin
  if auth.uid() is null then
    return null;
  end if;
  select e.* into place from public.enrollments e
  join app.own_client_records() own
    on own.tenant_id = e.tenant_id and own.client_id = e.client_id
  join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
  where e.id = calendar_event_for_caller.id and e.status in ('held', 'confirmed')
    and b.status <> 'cancelled';
  if place.id is not null then
    return jsonb_build_object(
      'owner', 'client',
      'business', app.calendar_business(place.tenant_id),
      'event', app.calendar_event(place.tenant_id, place.booking_id, place.id));
  end if;
  select b.* into booking from public.bookings b
  where b.id = calendar_event_for_caller.id and b.status <> 'cancelled'
    and b.tenant_id in (select app.staff_tenants());
  if booking.id is not null then
    return jsonb_build_object(
      'owner', 'staff',
      'business', app.calendar_business(booking.tenant_id),
      'event', app.calendar_event(booking.tenant_id, booking.id, null));
  end if;
  return null;
end
$$;

revoke execute on function app.calendar_event_for_caller(uuid) from public, anon;
grant execute on function app.calendar_event_for_caller(uuid) to authenticated;
