-- Tells the staff member of a private appointment that it was booked with them or cancelled:
-- unless they turned these emails off (staff.appointment_emails), have no address, or did it
-- themselves, and never about an appointment that has already started. One message per place
-- and event ('booked' or 'cancelled'), whichever trigger comes first.
create or replace function messaging.enqueue_staff_appointment(
  tenant uuid, enrollment uuid, what text
) returns void
language plpgsql
as $$
declare
  place public.enrollments;
  session public.bookings;
  member public.staff;
  address text;
begin
  select * into place from public.enrollments e
  where e.tenant_id = enqueue_staff_appointment.tenant and e.id = enqueue_staff_appointment.enrollment;
  select * into session from public.bookings b
  where b.tenant_id = place.tenant_id and b.id = place.booking_id;
  if session.id is null or session.staff_id is null or session.starts_at <= now()
     or not exists (select 1 from public.services s
                    where s.tenant_id = session.tenant_id and s.id = session.service_id
                      and s.kind = 'private') then
    return;
  end if;
  select * into member from public.staff s
  where s.tenant_id = session.tenant_id and s.id = session.staff_id;
  if not member.appointment_emails or not member.active
     or member.user_id is not distinct from auth.uid() and member.user_id is not null then
    return;
  end if;
  select coalesce(nullif(btrim(member.email), ''), u.email) into address
  from (select 1) one left join auth.users u on u.id = member.user_id;
  perform messaging.enqueue_to_address(session.tenant_id, address,
    'staff:enrollment:' || place.id || ':' || what,
    case what when 'booked' then 'staff_appointment_booked' else 'staff_appointment_cancelled' end,
    messaging.place_snapshot(place.tenant_id, place.id),
    member.id, member.user_id, session.id);
end
$$;
