-- After each statement that writes calendars.busy_events (a sync, a calendar that stopped
-- blocking, a removed connection's cascade): the busy times of each staff member it touched are
-- merged again, in a fixed order so that two such statements never wait on each other in a
-- circle.
create or replace function calendars.busy_events_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform calendars.merge_staff_busy(t.tenant_id, t.staff_id)
    from (select distinct tenant_id, staff_id from added order by 1, 2) t;
  elsif tg_op = 'DELETE' then
    perform calendars.merge_staff_busy(t.tenant_id, t.staff_id)
    from (select distinct tenant_id, staff_id from removed order by 1, 2) t;
  else
    perform calendars.merge_staff_busy(t.tenant_id, t.staff_id)
    from (select tenant_id, staff_id from added
          union select tenant_id, staff_id from removed order by 1, 2) t;
  end if;
  return null;
end
$$;

revoke execute on function calendars.busy_events_changed() from public;
