-- Each connected calendar and the staff member's choices for it (Settings › Calendars), with how
-- it is doing: when it was last read and any error, how many busy events it holds, how many of
-- the bookings' events wait to be written to it and the last refusal among them. Visible as
-- public.calendar_connections: one's own, or all of a business to its owners and admins.
create or replace view public.staff_calendars with (security_barrier) as
  select c.tenant_id, c.id, c.connection_id, c.staff_id, c.name, c.colour, c.writable, c.blocks,
         c.receives_bookings, c.synced_at, c.next_sync_at, c.sync_error_code, c.sync_error_at,
         (select count(*)::int from calendars.busy_events e
          where e.tenant_id = c.tenant_id and e.calendar_id = c.id) as busy_count,
         (select count(*)::int from calendars.booking_events w
          where w.tenant_id = c.tenant_id and w.calendar_id = c.id
            and w.written_version <> w.version) as pending_writes,
         (select w.error_code from calendars.booking_events w
          where w.tenant_id = c.tenant_id and w.calendar_id = c.id
            and w.written_version <> w.version and w.error_code is not null
          order by w.next_attempt_at desc nulls last
          limit 1) as write_error_code
  from calendars.calendars c
  where c.tenant_id in (select app.admin_tenants())
     or calendars.is_own_staff(c.tenant_id, c.staff_id)
     or (select auth.role()) = 'service_role';

grant select on public.staff_calendars to authenticated, service_role;
