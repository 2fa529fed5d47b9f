-- A session cancelled as a row (staff writing the booking directly, or cancel_booking): the
-- staff member is told of each place it held, like the clients are.
create or replace function messaging.enqueue_appointment_booking_change(
  old public.bookings, new public.bookings
) returns void
language plpgsql
as $$
declare
  place record;
begin
  if (select b.status from public.bookings b
      where b.tenant_id = new.tenant_id and b.id = new.id) is distinct from 'cancelled' then
    return;
  end if;
  for place in
    select e.id from public.enrollments e
    where e.tenant_id = new.tenant_id and e.booking_id = new.id
      and e.status in ('held', 'confirmed')
  loop
    perform messaging.enqueue_staff_appointment(new.tenant_id, place.id, 'cancelled');
  end loop;
end
$$;
