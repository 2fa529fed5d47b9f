-- The attendance trigger (migration 0355): a place checked in (present or late, first or after
-- an absent mark) is booking.attended or place.attended; present after late is not news. An
-- absent mark is told by the place itself (webhooks.place_changed: no_show).
create or replace function webhooks.attendance_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  booking uuid;
begin
  if new.status = 'absent'
     or (tg_op = 'UPDATE' and old.status in ('present', 'late'))
     or not webhooks.active(new.tenant_id) then
    return null;
  end if;
  select e.booking_id into booking from public.enrollments e
  where e.tenant_id = new.tenant_id and e.id = new.enrollment_id;
  perform webhooks.queue(new.tenant_id, webhooks.place_event(new.tenant_id, booking, 'attended'),
    webhooks.place_data(new.tenant_id, new.enrollment_id)
      || jsonb_build_object('attendance', new.status, 'checked_in_at', new.checked_in_at));
  return null;
end
$$;

revoke execute on function webhooks.attendance_changed() from public;
