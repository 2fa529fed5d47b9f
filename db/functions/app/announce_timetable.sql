-- Tells everyone on a business's booking page that a session of its timetable changed (issue
-- 21, point 3; migration 0281): a place taken or freed, a session added, moved, resized or
-- cancelled. The message names the session only, on the public channel `catalogue:<business>`,
-- so a visitor learns nothing the public catalogue does not already show; the page then reads
-- the catalogue again. Security definer, as realtime.send is the service role's alone.
create or replace function app.announce_timetable() returns trigger
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
