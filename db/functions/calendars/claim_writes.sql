-- The write worker takes the bookings' events due to be written (or removed), each leased for
-- two minutes, skipping those another worker is taking; with everything the event says, read
-- now, so it is written as the booking is. `version` is what the worker writes and gives back
-- to finish_write. `locale`: the language of the calendar's staff member; `client_name`: a
-- private appointment's client (a group session names none); `booked`: its confirmed places;
-- `attempts`: the tries so far (with the claim, for the snapshot's sake: claim_syncs says why).
create or replace function calendars.claim_writes(batch int)
returns table (
  tenant_id uuid, booking_id uuid, calendar_id uuid, connection_id uuid,
  calendar_remote_id text, wanted boolean, version bigint, remote_id text, etag text,
  starts_at timestamptz, ends_at timestamptz, time_zone text, locale text, service_name text,
  kind text, client_name text, booked int, capacity int, attempts int
)
language sql security definer set search_path = ''
as $$
  with due as (
    select e.tenant_id, e.booking_id, e.calendar_id from calendars.booking_events e
    where e.next_attempt_at <= now() and e.written_version <> e.version
    order by e.next_attempt_at
    limit batch
    for update skip locked
  ),
  leased as (
    update calendars.booking_events e
    set next_attempt_at = now() + interval '2 minutes'
    from due
    where e.tenant_id = due.tenant_id and e.booking_id = due.booking_id
      and e.calendar_id = due.calendar_id
    returning e.*
  )
  select l.tenant_id, l.booking_id, l.calendar_id, c.connection_id, c.remote_id, l.wanted,
         l.version, l.remote_id, l.etag, b.starts_at, b.ends_at, t.time_zone,
         messaging.person_locale(l.tenant_id, null, c.staff_id, null), s.name, s.kind,
         case when s.kind = 'private' then (
           select cl.full_name from public.enrollments n
           join public.clients cl on cl.tenant_id = n.tenant_id and cl.id = n.client_id
           where n.tenant_id = b.tenant_id and n.booking_id = b.id
             and n.status in ('held', 'confirmed')
           order by n.created_at limit 1) end,
         app.places_in(b.tenant_id, b.id, array['confirmed']), b.capacity, l.attempts
  from leased l
  join calendars.calendars c on c.tenant_id = l.tenant_id and c.id = l.calendar_id
  join public.bookings b on b.tenant_id = l.tenant_id and b.id = l.booking_id
  join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  join public.tenants t on t.id = l.tenant_id
$$;

revoke execute on function calendars.claim_writes(int) from public;
