-- One event of a calendar feed or of an "Add to calendar" download, as
-- src/server/calendar/feed-calendar.ts renders it. A client's place is the event whose UID is
-- the place's id, as in the emailed .ics (messaging.place_snapshot), so a subscribed calendar
-- and an emailed invitation describe the same event; a staff member's is the booking's id.
-- The sequence is the booking's counter, raised on every change of time, place or status.
-- Called only by the security-definer functions that decided who may see it.
create or replace function app.calendar_event(tenant uuid, booking uuid, place uuid)
returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'uid', coalesce(e.id, b.id),
    'sequence', b.calendar_sequence,
    'starts_at', b.starts_at,
    'ends_at', b.ends_at,
    'service', s.name,
    'private', s.kind = 'private',
    'staff', st.display_name,
    'location', nullif(b.location, ''),
    'tentative', coalesce(e.status = 'held', false),
    -- For the staff member's event: who comes (a private appointment's client) or how many.
    'client', case when calendar_event.place is null and s.kind = 'private' then (
        select c.full_name from public.enrollments pe
        join public.clients c on c.tenant_id = pe.tenant_id and c.id = pe.client_id
        where pe.tenant_id = b.tenant_id and pe.booking_id = b.id
          and pe.status in ('held', 'confirmed')
        order by pe.created_at limit 1) end,
    'booked', case when calendar_event.place is null and s.kind = 'group' then (
        select count(*) from public.enrollments pe
        where pe.tenant_id = b.tenant_id and pe.booking_id = b.id
          and pe.status in ('held', 'confirmed')) end
  )
  from public.bookings b
  join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  left join public.staff st on st.tenant_id = b.tenant_id and st.id = b.staff_id
  left join public.enrollments e
    on calendar_event.place is not null
   and e.tenant_id = b.tenant_id and e.id = calendar_event.place and e.booking_id = b.id
  where b.tenant_id = calendar_event.tenant and b.id = calendar_event.booking
$$;

revoke execute on function app.calendar_event(uuid, uuid, uuid) from public, anon, authenticated;
