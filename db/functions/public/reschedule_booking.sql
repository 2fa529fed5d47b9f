-- Moves a scheduled booking (keeping its length), changes its instructor, room or capacity.
-- Capacity never drops below the places taken; added room goes to the waitlist at once. An
-- appointment is not moved into its staff member's busy time in their calendars (issue 37).
create or replace function public.reschedule_booking(
  booking_id uuid, starts_at timestamptz, staff_id uuid, capacity int, location text default ''
) returns public.bookings
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  session public.bookings;
  service public.services;
  taken int;
  changed public.bookings;
begin
  perform app.require_user();
  select b.* into session from public.bookings b where b.id = reschedule_booking.booking_id;
  if session.id is null or session.tenant_id not in (select app.staff_tenants()) then
    perform app.raise_error('booking_not_found', 'There is no such booking.', 404);
  end if;
  -- Locked, as enroll locks it: places and changes to the session take turns.
  select b.* into session from public.bookings b
  where b.tenant_id = session.tenant_id and b.id = session.id for update;
  if session.status <> 'scheduled' then
    perform app.raise_error('not_scheduled', 'Only a scheduled booking can be changed.', 409);
  end if;
  if reschedule_booking.starts_at is null then
    perform app.raise_error('invalid_start', 'Choose when the booking starts.');
  end if;
  perform app.check_capacity(reschedule_booking.capacity);
  if reschedule_booking.staff_id is distinct from session.staff_id then
    perform app.check_session_staff(session.tenant_id, reschedule_booking.staff_id);
  end if;
  select * into service from public.services s
  where s.tenant_id = session.tenant_id and s.id = session.service_id;
  if service.kind = 'private' and reschedule_booking.capacity <> 1 then
    perform app.raise_error('invalid_capacity', 'A private appointment is for one client.');
  end if;
  if service.kind = 'private' and reschedule_booking.staff_id is null then
    perform app.raise_error('staff_required', 'A private appointment needs a staff member.');
  end if;
  taken := app.places_in(session.tenant_id, session.id, array['held', 'confirmed', 'offered']);
  if reschedule_booking.capacity < taken then
    perform app.raise_error('capacity_below_taken', format(
      '%s places are taken: the capacity cannot be lower. Cancel places first.', taken), 409);
  end if;
  -- An appointment moved into the staff member's busy time in their own calendars is refused,
  -- as booking it there would be (available_slots); a group session is flagged instead
  -- (public.calendar_conflicts). Left where it is, an appointment can still be edited.
  if service.kind = 'private'
     and (reschedule_booking.starts_at, reschedule_booking.staff_id)
         is distinct from (session.starts_at, session.staff_id)
     and calendars.is_busy(session.tenant_id, reschedule_booking.staff_id, tstzrange(
           reschedule_booking.starts_at - make_interval(mins => service.buffer_before_minutes),
           reschedule_booking.starts_at + (session.ends_at - session.starts_at)
             + make_interval(mins => service.buffer_after_minutes))) then
    perform app.raise_error('slot_taken', 'That time is no longer free: choose another.', 409);
  end if;
  begin
    update public.bookings b
    set starts_at = reschedule_booking.starts_at,
        ends_at = reschedule_booking.starts_at + (session.ends_at - session.starts_at),
        staff_id = reschedule_booking.staff_id,
        capacity = reschedule_booking.capacity,
        location = btrim(coalesce(reschedule_booking.location, ''))
    where b.tenant_id = session.tenant_id and b.id = session.id
    returning * into changed;
  exception when exclusion_violation then
    perform app.raise_error('staff_busy', app.staff_busy_message(
      session.tenant_id, reschedule_booking.staff_id,
      tstzrange(reschedule_booking.starts_at - make_interval(mins => service.buffer_before_minutes),
                reschedule_booking.starts_at + (session.ends_at - session.starts_at)
                  + make_interval(mins => service.buffer_after_minutes)),
      session.id), 409);
  end;
  if changed.capacity > session.capacity then
    perform app.promote_waitlist(session.tenant_id, session.id);
  end if;
  return changed;
end
$$;

revoke execute on function public.reschedule_booking(uuid,timestamp with time zone,uuid,integer,text) from public;
grant execute on function public.reschedule_booking(uuid,timestamp with time zone,uuid,integer,text) to authenticated, service_role;
