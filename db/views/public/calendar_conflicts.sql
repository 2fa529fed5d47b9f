-- The business's upcoming scheduled bookings that collide with a busy time of their staff
-- member's blocking calendars: a group session scheduled before the event appeared, or an
-- appointment booked while the calendar was not yet read. One row per colliding busy time;
-- starts_at and ends_at are that busy time's (the booking's own are in public.bookings). The
-- event's title only for the staff member themself: to the rest of the business it is busy
-- time, nothing more. Visible to the business's staff.
create or replace view public.calendar_conflicts with (security_barrier) as
  select b.tenant_id, b.id as booking_id, b.staff_id, e.calendar_id,
         lower(i.during) as starts_at, upper(i.during) as ends_at,
         case when calendars.is_own_staff(b.tenant_id, b.staff_id)
                   or (select auth.role()) = 'service_role'
              then e.title end as title
  from public.bookings b
  join calendars.busy_events e
    on e.tenant_id = b.tenant_id and e.staff_id = b.staff_id
   and e.busy && tstzrange(b.starts_at, b.ends_at)
  cross join lateral unnest(e.busy) as i(during)
  where b.status = 'scheduled' and b.ends_at > now() and b.staff_id is not null
    and i.during && tstzrange(b.starts_at, b.ends_at)
    and (b.tenant_id in (select app.staff_tenants()) or (select auth.role()) = 'service_role');

grant select on public.calendar_conflicts to authenticated, service_role;
