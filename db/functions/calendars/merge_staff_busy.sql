-- A staff member's busy times, all their blocking calendars' events merged into one multirange
-- (calendars.staff_busy), computed again from calendars.busy_events whenever those change
-- (calendars.busy_events_changed). The row is locked first (by the insert's conflict check or
-- the lock itself), so that of two transactions changing one staff member's events (two of their
-- calendars synced at once) the later merges after the earlier committed, and sees its events:
-- under READ COMMITTED the merging statement takes its snapshot after the lock is granted.
create or replace function calendars.merge_staff_busy(tenant uuid, staff uuid)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  insert into calendars.staff_busy (tenant_id, staff_id) values (tenant, staff)
  on conflict do nothing;
  perform from calendars.staff_busy b
  where b.tenant_id = tenant and b.staff_id = staff
  for update;
  update calendars.staff_busy b
  set busy = coalesce(
    (select range_agg(instance)
     from calendars.busy_events e, unnest(e.busy) as instance
     where e.tenant_id = tenant and e.staff_id = staff),
    '{}')
  where b.tenant_id = tenant and b.staff_id = staff;
end
$$;

revoke execute on function calendars.merge_staff_busy(uuid, uuid) from public;
