-- A place that became confirmed (booked, or moved up from waiting) or ended by a cancellation
-- (from confirmed or held): its appointment's staff member is told, decided at the commit
-- from the place as it committed (a status changed again in the same transaction is not told).
create or replace function messaging.enqueue_appointment_place_change(
  old public.enrollments, new public.enrollments, op text
) returns void
language plpgsql
as $$
declare
  now_status text;
  session_status text;
begin
  select e.status, b.status into now_status, session_status
  from public.enrollments e
  join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
  where e.tenant_id = new.tenant_id and e.id = new.id;
  if now_status is distinct from new.status then
    return;
  end if;
  if now_status = 'confirmed' and session_status = 'scheduled'
     and (op = 'INSERT' or old.status in ('held', 'waitlisted', 'offered')) then
    perform messaging.enqueue_staff_appointment(new.tenant_id, new.id, 'booked');
  elsif now_status in ('cancelled', 'late_cancelled') and op = 'UPDATE'
        and old.status in ('held', 'confirmed') then
    perform messaging.enqueue_staff_appointment(new.tenant_id, new.id, 'cancelled');
  end if;
end
$$;
