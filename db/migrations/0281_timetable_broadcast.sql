-- Issue 21, point 3: a business's booking page shows places left as they go. Whenever a
-- session or a place in it changes, the database broadcasts on the public channel
-- `catalogue:<business id>` which session changed, and nothing else
-- (db/functions/app/announce_timetable.sql states the function from here on).
create function app.announce_timetable() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  changed jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
begin
  perform realtime.send(
    jsonb_build_object(
      'booking_id',
      case when tg_table_name = 'bookings' then changed ->> 'id' else changed ->> 'booking_id' end
    ),
    'timetable',
    'catalogue:' || (changed ->> 'tenant_id'),
    false
  );
  return null;
end
$$;

revoke execute on function app.announce_timetable() from public;

create trigger enrollments_announce_timetable
  after insert or delete or update of status on public.enrollments
  for each row execute function app.announce_timetable();

create trigger bookings_announce_timetable
  after insert or delete or update of status, capacity, starts_at, ends_at, staff_id
  on public.bookings
  for each row execute function app.announce_timetable();
