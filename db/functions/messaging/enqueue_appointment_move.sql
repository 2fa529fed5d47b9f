-- A private appointment moved to a new time or to another staff member (reschedule_booking, or
-- staff writing the booking): decided at the commit from the booking as it committed. The
-- staff member who keeps it hears of the new time; when it changed hands, the one who had it
-- hears it moved away (their calendar drops it) and the one who has it now that it is booked
-- with them. Each move is its own event (the booking's calendar sequence).
create or replace function messaging.enqueue_appointment_move(
  old public.bookings, new public.bookings
) returns void
language plpgsql
as $$
declare
  session public.bookings;
  place record;
  previous jsonb;
  suffix text;
begin
  select * into session from public.bookings b
  where b.tenant_id = new.tenant_id and b.id = new.id;
  if session.status is distinct from 'scheduled'
     or (session.starts_at is not distinct from old.starts_at
         and session.staff_id is not distinct from old.staff_id) then
    return;
  end if;
  previous := jsonb_build_object('previous', jsonb_build_object(
    'starts_at', old.starts_at, 'ends_at', old.ends_at,
    'staff', (select st.display_name from public.staff st
              where st.tenant_id = old.tenant_id and st.id = old.staff_id)));
  suffix := ':' || session.calendar_sequence;
  for place in
    select e.id from public.enrollments e
    where e.tenant_id = session.tenant_id and e.booking_id = session.id
      and e.status in ('held', 'confirmed')
  loop
    if session.staff_id is not distinct from old.staff_id then
      perform messaging.enqueue_staff_appointment(session.tenant_id, place.id, 'moved',
        null, previous, suffix);
    else
      if old.staff_id is not null then
        perform messaging.enqueue_staff_appointment(session.tenant_id, place.id, 'moved_away',
          old.staff_id, previous, suffix);
      end if;
      perform messaging.enqueue_staff_appointment(session.tenant_id, place.id, 'booked',
        null, previous, suffix);
    end if;
  end loop;
end
$$;
