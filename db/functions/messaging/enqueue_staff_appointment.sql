-- Tells a staff member of a private appointment that it was booked with them, cancelled, moved
-- to a new time, or moved to someone else: unless they turned these emails off
-- (staff.appointment_emails), have no address, or did it themselves, and never about an
-- appointment that has already started. `member` is the session's staff member unless given
-- (the one an appointment was moved away from); `extra` adds to the snapshot (a move's
-- previous time); `key_suffix` tells one move from the next. The email's calendar event is the
-- booking's, as in the staff member's calendar feed (app.calendar_feed): its UID the booking's
-- id. One message per place and event, whichever trigger comes first.
create or replace function messaging.enqueue_staff_appointment(
  tenant uuid, enrollment uuid, what text, member uuid default null, extra jsonb default '{}',
  key_suffix text default ''
) returns void
language plpgsql
as $$
declare
  place public.enrollments;
  session public.bookings;
  staff_member public.staff;
  address text;
begin
  select * into place from public.enrollments e
  where e.tenant_id = enqueue_staff_appointment.tenant and e.id = enqueue_staff_appointment.enrollment;
  select * into session from public.bookings b
  where b.tenant_id = place.tenant_id and b.id = place.booking_id;
  if session.id is null or coalesce(member, session.staff_id) is null
     or session.starts_at <= now()
     or not exists (select 1 from public.services s
                    where s.tenant_id = session.tenant_id and s.id = session.service_id
                      and s.kind = 'private') then
    return;
  end if;
  select * into staff_member from public.staff s
  where s.tenant_id = session.tenant_id and s.id = coalesce(member, session.staff_id);
  if not staff_member.appointment_emails or not staff_member.active
     or staff_member.user_id is not distinct from auth.uid() and staff_member.user_id is not null then
    return;
  end if;
  select coalesce(nullif(btrim(staff_member.email), ''), u.email) into address
  from (select 1) one left join auth.users u on u.id = staff_member.user_id;
  perform messaging.enqueue_to_address(session.tenant_id, address,
    'staff:enrollment:' || place.id || ':' || what || key_suffix,
    'staff_appointment_' || what,
    messaging.place_snapshot(place.tenant_id, place.id)
      || jsonb_build_object('calendar', jsonb_build_object(
           'uid', session.id, 'sequence', session.calendar_sequence))
      || extra,
    staff_member.id, staff_member.user_id, session.id);
end
$$;
