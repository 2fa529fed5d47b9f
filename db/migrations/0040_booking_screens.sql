-- What the tenant's bookings screens need from the database (issue #6): a summary of each
-- booking with its fill, indexes for filtering a large schedule, and three operations that turn
-- a constraint violation or a multi-row change into one clear, atomic answer: schedule_session
-- (a one-off group session), reschedule_booking (edit time, instructor, capacity, place) and
-- cancel_booking (the whole session, every place in it, and what each client gets back).

-- A busy business has 10,000 bookings and many times that in places: the list filters by
-- service or instructor within a date range, and every summary counts a booking's places.
create index bookings_by_service_time on public.bookings (tenant_id, service_id, starts_at);
create index bookings_by_staff_time on public.bookings (tenant_id, staff_id, starts_at);
create index enrollments_by_booking on public.enrollments (tenant_id, booking_id, status);

-- How many places of a booking are in these states, whoever asks: the fill of a session is
-- what the catalogue shows clients too (places left), never who holds them.
create function app.places_in(tenant uuid, booking uuid, statuses text[]) returns int
language sql stable security definer set search_path = ''
as $$
  select count(*)::int from public.enrollments
  where tenant_id = tenant and booking_id = booking and status = any (statuses)
$$;
grant execute on function app.places_in(uuid, uuid, text[]) to authenticated, service_role;

-- One row per booking the caller may see (security_invoker: the bookings policies decide which),
-- with its service, instructor and fill. The counts are scalar subqueries, so a count(*) over
-- the view never computes them. Staff read the instructor from staff; clients, who may not,
-- from the public profiles.
create view public.booking_summaries with (security_invoker = true) as
  select b.tenant_id, b.id, b.service_id, b.staff_id, b.series_id, b.starts_at, b.ends_at,
         b.capacity, b.location, b.status, b.cancelled_at, b.cancel_reason,
         s.kind as service_kind, s.name as service_name, s.colour as service_colour,
         coalesce(st.display_name, sp.display_name) as staff_name,
         app.places_in(b.tenant_id, b.id, array['held', 'confirmed', 'offered']) as taken,
         app.places_in(b.tenant_id, b.id, array['confirmed']) as confirmed_count,
         app.places_in(b.tenant_id, b.id, array['waitlisted']) as waitlist_count
  from public.bookings b
  join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  left join public.staff st on st.tenant_id = b.tenant_id and st.id = b.staff_id
  left join public.staff_profiles sp on sp.tenant_id = b.tenant_id and sp.id = b.staff_id;
grant select on public.booking_summaries to authenticated, service_role;

-- The sentence for an instructor who is already busy: who, with what, when (in the business's
-- zone), so the person scheduling knows what to move.
create function app.staff_busy_message(tenant uuid, instructor uuid, during tstzrange, other_than uuid)
returns text
language sql stable
as $$
  select coalesce(
    (select format('%s already has %s on %s at %s: choose another time or instructor.',
                   st.display_name, s.name,
                   to_char(b.starts_at at time zone t.time_zone, 'FMDy DD Mon YYYY'),
                   to_char(b.starts_at at time zone t.time_zone, 'HH24:MI'))
     from public.bookings b
     join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
     join public.staff st on st.tenant_id = b.tenant_id and st.id = b.staff_id
     join public.tenants t on t.id = b.tenant_id
     where b.tenant_id = tenant and b.staff_id = instructor and b.status <> 'cancelled'
       and b.busy && during and b.id is distinct from other_than
     order by b.starts_at limit 1),
    'The instructor is already booked at that time: choose another time or instructor.')
$$;

create function app.check_session_staff(tenant uuid, instructor uuid) returns void
language plpgsql stable
as $$
begin
  if instructor is not null and not exists (
    select 1 from public.staff s where s.tenant_id = tenant and s.id = instructor and s.active
  ) then
    perform app.raise_error('staff_not_found', 'Choose an active member of the team.', 404);
  end if;
end
$$;

create function app.check_capacity(capacity int) returns void
language plpgsql immutable
as $$
begin
  if capacity is null or capacity not between 1 and 1000 then
    perform app.raise_error('invalid_capacity', 'A session has room for 1 to 1000 people.');
  end if;
end
$$;

-- A one-off group session, on the service's length; staff of the business schedule it.
create function public.schedule_session(
  service_id uuid, starts_at timestamptz, staff_id uuid default null, capacity int default null,
  location text default ''
) returns public.bookings
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  service public.services;
  created public.bookings;
begin
  perform app.require_user();
  select s.* into service from public.services s where s.id = schedule_session.service_id;
  if service.id is null or service.tenant_id not in (select app.staff_tenants()) then
    perform app.raise_error('service_not_found', 'There is no such service.', 404);
  end if;
  if service.kind <> 'group' then
    perform app.raise_error('not_a_group_service',
      'A session is for a group service; book a private appointment for a client instead.');
  end if;
  if schedule_session.starts_at is null then
    perform app.raise_error('invalid_start', 'Choose when the session starts.');
  end if;
  perform app.check_capacity(coalesce(schedule_session.capacity, service.capacity));
  perform app.check_session_staff(service.tenant_id, schedule_session.staff_id);
  begin
    insert into public.bookings (tenant_id, service_id, staff_id, starts_at, ends_at, capacity, location)
    values (service.tenant_id, service.id, schedule_session.staff_id, schedule_session.starts_at,
            schedule_session.starts_at + make_interval(mins => service.duration_minutes),
            coalesce(schedule_session.capacity, service.capacity),
            btrim(coalesce(schedule_session.location, '')))
    returning * into created;
  exception when exclusion_violation then
    perform app.raise_error('staff_busy', app.staff_busy_message(
      service.tenant_id, schedule_session.staff_id,
      tstzrange(schedule_session.starts_at - make_interval(mins => service.buffer_before_minutes),
                schedule_session.starts_at + make_interval(
                  mins => service.duration_minutes + service.buffer_after_minutes)),
      null), 409);
  end;
  return created;
end
$$;

-- Moves a scheduled booking (keeping its length), changes its instructor, room or capacity.
-- Capacity never drops below the places taken; added room goes to the waitlist at once.
create function public.reschedule_booking(
  booking_id uuid, starts_at timestamptz, staff_id uuid, capacity int, location text default ''
) returns public.bookings
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  session public.bookings;
  service public.services;
  taken int;
  changed public.bookings;
begin
  perform app.require_user();
  select b.* into session from public.bookings b where b.id = reschedule_booking.booking_id;
  if session.id is null or session.tenant_id not in (select app.staff_tenants()) then
    perform app.raise_error('booking_not_found', 'There is no such booking.', 404);
  end if;
  -- Locked, as enroll locks it: places and changes to the session take turns.
  select b.* into session from public.bookings b
  where b.tenant_id = session.tenant_id and b.id = session.id for update;
  if session.status <> 'scheduled' then
    perform app.raise_error('not_scheduled', 'Only a scheduled booking can be changed.', 409);
  end if;
  if reschedule_booking.starts_at is null then
    perform app.raise_error('invalid_start', 'Choose when the booking starts.');
  end if;
  perform app.check_capacity(reschedule_booking.capacity);
  if reschedule_booking.staff_id is distinct from session.staff_id then
    perform app.check_session_staff(session.tenant_id, reschedule_booking.staff_id);
  end if;
  select * into service from public.services s
  where s.tenant_id = session.tenant_id and s.id = session.service_id;
  if service.kind = 'private' and reschedule_booking.capacity <> 1 then
    perform app.raise_error('invalid_capacity', 'A private appointment is for one client.');
  end if;
  if service.kind = 'private' and reschedule_booking.staff_id is null then
    perform app.raise_error('staff_required', 'A private appointment needs a staff member.');
  end if;
  taken := app.places_in(session.tenant_id, session.id, array['held', 'confirmed', 'offered']);
  if reschedule_booking.capacity < taken then
    perform app.raise_error('capacity_below_taken', format(
      '%s places are taken: the capacity cannot be lower. Cancel places first.', taken), 409);
  end if;
  begin
    update public.bookings b
    set starts_at = reschedule_booking.starts_at,
        ends_at = reschedule_booking.starts_at + (session.ends_at - session.starts_at),
        staff_id = reschedule_booking.staff_id,
        capacity = reschedule_booking.capacity,
        location = btrim(coalesce(reschedule_booking.location, ''))
    where b.tenant_id = session.tenant_id and b.id = session.id
    returning * into changed;
  exception when exclusion_violation then
    perform app.raise_error('staff_busy', app.staff_busy_message(
      session.tenant_id, reschedule_booking.staff_id,
      tstzrange(reschedule_booking.starts_at - make_interval(mins => service.buffer_before_minutes),
                reschedule_booking.starts_at + (session.ends_at - session.starts_at)
                  + make_interval(mins => service.buffer_after_minutes)),
      session.id), 409);
  end;
  if changed.capacity > session.capacity then
    perform app.promote_waitlist(session.tenant_id, session.id);
  end if;
  return changed;
end
$$;

-- The business cancels a whole session: every active place is cancelled and, since nobody
-- chose to miss it, each client gets back what the place cost whatever the cancellation window
-- (a pack's credit, or the charge as a credit to their balance) and pays no fee. Places already
-- cancelled or marked keep their outcome. All in the request's one transaction.
create function public.cancel_booking(booking_id uuid, reason text default '')
returns jsonb
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  session public.bookings;
  tenant_currency text;
  place public.enrollments;
  owed bigint;
  places int := 0;
  credits_back int := 0;
  money_back bigint := 0;
  use_row public.transactions;
begin
  perform app.require_user();
  select b.* into session from public.bookings b where b.id = cancel_booking.booking_id;
  if session.id is null or session.tenant_id not in (select app.staff_tenants()) then
    perform app.raise_error('booking_not_found', 'There is no such booking.', 404);
  end if;
  if length(coalesce(cancel_booking.reason, '')) > 500 then
    perform app.raise_error('invalid_reason', 'Say why in at most 500 characters.');
  end if;
  select b.* into session from public.bookings b
  where b.tenant_id = session.tenant_id and b.id = session.id for update;
  if session.status = 'cancelled' then
    perform app.raise_error('already_cancelled', 'This booking is already cancelled.', 409);
  end if;
  if session.status = 'completed' then
    perform app.raise_error('booking_completed', 'A completed booking cannot be cancelled.', 409);
  end if;
  select t.currency into tenant_currency from public.tenants t where t.id = session.tenant_id;

  for place in
    select e.* from public.enrollments e
    where e.tenant_id = session.tenant_id and e.booking_id = session.id
      and e.status in ('held', 'confirmed', 'waitlisted', 'offered')
    order by e.created_at
    for update
  loop
    places := places + 1;
    -- Credits used for this place and not yet returned.
    for use_row in
      select u.* from public.transactions u
      where u.tenant_id = place.tenant_id and u.enrollment_id = place.id and u.kind = 'credit_use'
        and not exists (
          select 1 from public.transactions r
          where r.tenant_id = u.tenant_id and r.enrollment_id = place.id
            and r.kind = 'credit_return' and r.grant_id = u.grant_id)
    loop
      insert into public.transactions
        (tenant_id, client_id, kind, currency, credits, grant_id, option_id, enrollment_id, note)
      values (use_row.tenant_id, use_row.client_id, 'credit_return', use_row.currency, 1,
              use_row.grant_id, use_row.option_id, place.id, 'Session cancelled by the business');
      credits_back := credits_back + 1;
    end loop;
    -- What was charged for this place, less what was already given back.
    select coalesce(sum(case t.kind when 'charge' then t.amount_minor else -t.amount_minor end), 0)
    into owed
    from public.transactions t
    where t.tenant_id = place.tenant_id and t.enrollment_id = place.id
      and t.kind in ('charge', 'adjustment') and t.currency = tenant_currency;
    if owed > 0 then
      insert into public.transactions
        (tenant_id, client_id, kind, amount_minor, currency, option_id, enrollment_id, note)
      values (place.tenant_id, place.client_id, 'adjustment', owed, tenant_currency, place.option_id,
              place.id, 'Session cancelled by the business');
      money_back := money_back + owed;
    end if;
    update public.enrollments
    set status = 'cancelled', waitlist_position = null, updated_at = now()
    where tenant_id = place.tenant_id and id = place.id;
  end loop;

  update public.bookings
  set status = 'cancelled', cancelled_at = now(),
      cancel_reason = btrim(coalesce(cancel_booking.reason, ''))
  where tenant_id = session.tenant_id and id = session.id;
  return jsonb_build_object(
    'booking_id', session.id,
    'places_cancelled', places,
    'credits_returned', credits_back,
    'money_returned_minor', money_back,
    'currency', tenant_currency
  );
end
$$;

revoke execute on function
  public.schedule_session(uuid, timestamptz, uuid, int, text),
  public.reschedule_booking(uuid, timestamptz, uuid, int, text),
  public.cancel_booking(uuid, text) from public, anon;
grant execute on function
  public.schedule_session(uuid, timestamptz, uuid, int, text),
  public.reschedule_booking(uuid, timestamptz, uuid, int, text),
  public.cancel_booking(uuid, text) to authenticated, service_role;
