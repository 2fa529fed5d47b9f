-- Taking and giving up places: book_private, enroll, cancellation_preview, cancel_enrollment,
-- and promotion from the waitlist whenever a place frees up. Each runs in the request's one
-- transaction, so its rows and its ledger entries are written together or not at all.
-- Capacity is checked with the booking row locked: concurrent enrollments into one session take
-- turns, so the confirmed count never exceeds capacity.

-- A place a client takes is paid when it is confirmed: a drop-in or an appointment is charged,
-- a pack gives one credit (the grant expiring first), a pass is recorded as used.
create function app.settle_enrollment(enrollment public.enrollments) returns void
language plpgsql
as $$
declare
  option public.service_options;
  grant_row public.transactions;
begin
  select * into option from public.service_options
  where tenant_id = enrollment.tenant_id and id = enrollment.option_id;
  if option.kind in ('drop_in', 'variant') then
    if option.price_minor > 0 then
      insert into public.transactions
        (tenant_id, client_id, kind, amount_minor, currency, option_id, enrollment_id, note)
      values (enrollment.tenant_id, enrollment.client_id, 'charge', option.price_minor,
              option.currency, option.id, enrollment.id, option.name);
    end if;
    return;
  end if;
  -- Packs and passes of the same service that are still valid, the one expiring first.
  select g.* into grant_row
  from public.transactions g
  join public.service_options go on go.tenant_id = g.tenant_id and go.id = g.option_id
  where g.tenant_id = enrollment.tenant_id and g.client_id = enrollment.client_id
    and g.kind = 'credit_grant' and g.expires_at > now()
    and go.service_id = option.service_id and go.kind = option.kind
    and (g.credits is null or g.credits > (
      select coalesce(sum(case m.kind when 'credit_use' then 1 when 'credit_return' then -1 end), 0)
      from public.transactions m
      where m.tenant_id = g.tenant_id and m.grant_id = g.id))
  order by g.expires_at, g.created_at
  limit 1
  for update of g;
  if grant_row.id is null then
    perform app.raise_error('no_credits', case option.kind
      when 'pack' then 'There are no class credits left: buy a pack or pay a drop-in.'
      else 'There is no valid pass for this class: buy one or pay a drop-in.' end, 409);
  end if;
  insert into public.transactions
    (tenant_id, client_id, kind, currency, credits, grant_id, option_id, enrollment_id, note)
  values (enrollment.tenant_id, enrollment.client_id, 'credit_use', grant_row.currency, 1,
          grant_row.id, option.id, enrollment.id, option.name);
end
$$;

-- The client a caller acts for: themselves, or (staff only) any client of the business.
create function app.acting_client(tenant uuid, requested uuid) returns uuid
language plpgsql stable security definer set search_path = ''
as $$
declare
  own uuid;
begin
  perform app.require_user();
  select client_id into own from app.own_client_records() where tenant_id = tenant;
  if requested is null or requested = own then
    if own is null then
      perform app.raise_error('not_a_client', 'Join this business before booking.', 403);
    end if;
    return own;
  end if;
  if tenant not in (select app.staff_tenants()) then
    perform app.raise_error('forbidden', 'You can only book for yourself.', 403);
  end if;
  if not exists (select 1 from public.clients where tenant_id = tenant and id = requested) then
    perform app.raise_error('client_not_found', 'There is no such client in this business.', 404);
  end if;
  return requested;
end
$$;

create function app.check_idempotency(tenant uuid, client uuid, key text)
returns public.enrollments
language plpgsql stable
as $$
declare
  earlier public.enrollments;
begin
  if key is null then
    return null;
  end if;
  select * into earlier from public.enrollments where tenant_id = tenant and idempotency_key = key;
  if earlier.id is not null and earlier.client_id <> client then
    perform app.raise_error('idempotency_conflict', 'This request key was already used for another client.', 409);
  end if;
  return earlier;
end
$$;

-- Fills freed places from the waitlist, in order: confirmed at once ('auto') or offered for a
-- while ('offer'), per the business's policy. Someone whose place cannot be paid (no credits
-- left) is passed over and stays on the waitlist.
create function app.promote_waitlist(tenant uuid, booking uuid) returns void
language plpgsql
as $$
declare
  session public.bookings;
  policy public.tenants;
  taken int;
  candidate public.enrollments;
  promoted public.enrollments;
begin
  select * into session from public.bookings where tenant_id = tenant and id = booking for update;
  select * into policy from public.tenants where id = tenant;
  if session.status <> 'scheduled' or session.starts_at <= now() then
    return;
  end if;
  select count(*) into taken from public.enrollments
  where tenant_id = tenant and booking_id = booking and status in ('held', 'confirmed', 'offered');
  for candidate in
    select * from public.enrollments
    where tenant_id = tenant and booking_id = booking and status = 'waitlisted'
    order by waitlist_position
  loop
    exit when taken >= session.capacity;
    begin
      if policy.waitlist_mode = 'offer' then
        update public.enrollments
        set status = 'offered', waitlist_position = null, updated_at = now(),
            offer_expires_at = now() + make_interval(mins => policy.waitlist_offer_minutes)
        where tenant_id = tenant and id = candidate.id;
      else
        update public.enrollments
        set status = 'confirmed', waitlist_position = null, updated_at = now()
        where tenant_id = tenant and id = candidate.id
        returning * into promoted;
        perform app.settle_enrollment(promoted);
      end if;
      taken := taken + 1;
    exception when sqlstate 'PGRST' then
      -- Could not be paid: the update is undone with this block; the next in line gets the place.
      null;
    end;
  end loop;
end
$$;

-- Offers that lapsed give their place to the next in line. Run with the session locked, by
-- every operation on its places, so a lapsed offer never holds a place.
create function app.release_lapsed_offers(tenant uuid, booking uuid) returns void
language plpgsql
as $$
begin
  update public.enrollments
  set status = 'cancelled', updated_at = now()
  where tenant_id = tenant and booking_id = booking and status = 'offered'
    and offer_expires_at <= now();
  if found then
    perform app.promote_waitlist(tenant, booking);
  end if;
end
$$;

-- A client (or staff for a client) takes a place in a group session, or joins its waitlist when
-- it is full. Retrying with the same idempotency key returns the first answer.
create function public.enroll(
  booking_id uuid, option_id uuid, client_id uuid default null, idempotency_key text default null
) returns public.enrollments
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  session public.bookings;
  service public.services;
  option public.service_options;
  policy public.tenants;
  client uuid;
  earlier public.enrollments;
  taken int;
  created public.enrollments;
begin
  perform app.require_user();
  select b.* into session from public.bookings b where b.id = enroll.booking_id;
  if session.id is null or session.tenant_id not in (select app.visible_tenants()) then
    perform app.raise_error('booking_not_found', 'There is no such session.', 404);
  end if;
  client := app.acting_client(session.tenant_id, enroll.client_id);
  earlier := app.check_idempotency(session.tenant_id, client, enroll.idempotency_key);
  if earlier.id is not null then
    return earlier;
  end if;
  -- Locked: enrollments into this session take turns from here to the end of the transaction.
  select b.* into session from public.bookings b
  where b.tenant_id = session.tenant_id and b.id = session.id for update;
  perform app.release_lapsed_offers(session.tenant_id, session.id);
  select * into service from public.services s
  where s.tenant_id = session.tenant_id and s.id = session.service_id;
  if service.kind <> 'group' then
    perform app.raise_error('not_a_group_session', 'Private appointments are booked with book_private.');
  end if;
  if session.status <> 'scheduled' or session.starts_at <= now() then
    perform app.raise_error('session_closed', 'This session has started, finished or been cancelled.', 409);
  end if;
  select * into option from public.service_options o
  where o.tenant_id = session.tenant_id and o.id = enroll.option_id
    and o.service_id = service.id and o.active and o.kind in ('drop_in', 'pack', 'pass');
  if option.id is null then
    perform app.raise_error('option_not_found', 'Choose a drop-in, a pack or a pass of this class.', 404);
  end if;
  if exists (
    select 1 from public.enrollments e
    where e.tenant_id = session.tenant_id and e.booking_id = session.id and e.client_id = client
      and e.status in ('held', 'confirmed', 'waitlisted', 'offered')
  ) then
    perform app.raise_error('already_enrolled', 'You already have a place (or a waitlist spot) in this session.', 409);
  end if;
  select count(*) into taken from public.enrollments e
  where e.tenant_id = session.tenant_id and e.booking_id = session.id
    and e.status in ('held', 'confirmed', 'offered');
  if taken < session.capacity then
    insert into public.enrollments (tenant_id, booking_id, client_id, status, option_id, idempotency_key)
    values (session.tenant_id, session.id, client, 'confirmed', option.id, enroll.idempotency_key)
    returning * into created;
    perform app.settle_enrollment(created);
    return created;
  end if;
  select * into policy from public.tenants where id = session.tenant_id;
  if not policy.waitlist_enabled then
    perform app.raise_error('session_full', 'This session is full.', 409);
  end if;
  insert into public.enrollments
    (tenant_id, booking_id, client_id, status, option_id, waitlist_position, idempotency_key)
  values (session.tenant_id, session.id, client, 'waitlisted', option.id,
          (select coalesce(max(e.waitlist_position), 0) + 1 from public.enrollments e
           where e.tenant_id = session.tenant_id and e.booking_id = session.id
             and e.status = 'waitlisted'),
          enroll.idempotency_key)
  returning * into created;
  return created;
end
$$;

-- A private appointment at a free start time: the booking, the client's place and its charge.
-- Without a staff member, the first free one at that time is chosen.
create function public.book_private(
  service_id uuid, option_id uuid, starts_at timestamptz, staff_id uuid default null,
  client_id uuid default null, idempotency_key text default null
) returns public.enrollments
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  service public.services;
  slot public.available_slot;
  client uuid;
  earlier public.enrollments;
  booked public.bookings;
  created public.enrollments;
begin
  perform app.require_user();
  select s.* into service from public.services s where s.id = book_private.service_id;
  if service.id is null or service.tenant_id not in (select app.visible_tenants()) then
    perform app.raise_error('service_not_found', 'There is no such service.', 404);
  end if;
  client := app.acting_client(service.tenant_id, book_private.client_id);
  earlier := app.check_idempotency(service.tenant_id, client, book_private.idempotency_key);
  if earlier.id is not null then
    return earlier;
  end if;
  select * into slot
  from public.available_slots(
    book_private.service_id, book_private.option_id, book_private.starts_at,
    book_private.starts_at + interval '1 day', book_private.staff_id) a
  where a.starts_at = book_private.starts_at
  order by a.staff_id
  limit 1;
  if slot.starts_at is null then
    perform app.raise_error('slot_taken', 'That time is no longer free: choose another.', 409);
  end if;
  begin
    insert into public.bookings (tenant_id, service_id, staff_id, starts_at, ends_at, capacity)
    values (service.tenant_id, service.id, slot.staff_id, slot.starts_at, slot.ends_at, 1)
    returning * into booked;
  exception when exclusion_violation then
    -- Someone booked the same time between the check above and this insert.
    perform app.raise_error('slot_taken', 'That time was just taken: choose another.', 409);
  end;
  insert into public.enrollments (tenant_id, booking_id, client_id, status, option_id, idempotency_key)
  values (service.tenant_id, booked.id, client, 'confirmed', book_private.option_id,
          book_private.idempotency_key)
  returning * into created;
  perform app.settle_enrollment(created);
  return created;
end
$$;

-- What cancelling this place now would do, for the screens to show before the client confirms.
create function public.cancellation_preview(enrollment_id uuid) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  place public.enrollments;
  session public.bookings;
  service public.services;
  policy public.tenants;
  window_minutes int;
  deadline timestamptz;
  in_time boolean;
  option public.service_options;
begin
  perform app.require_user();
  select e.* into place from public.enrollments e where e.id = cancellation_preview.enrollment_id;
  if place.id is null or not app.acts_for_client(place.tenant_id, place.client_id) then
    perform app.raise_error('enrollment_not_found', 'There is no such booking to cancel.', 404);
  end if;
  if place.status not in ('held', 'confirmed', 'waitlisted', 'offered') then
    perform app.raise_error('not_active', 'This place is already cancelled.', 409);
  end if;
  select * into session from public.bookings where tenant_id = place.tenant_id and id = place.booking_id;
  select * into service from public.services where tenant_id = place.tenant_id and id = session.service_id;
  select * into policy from public.tenants where id = place.tenant_id;
  select * into option from public.service_options where tenant_id = place.tenant_id and id = place.option_id;
  window_minutes := coalesce(service.cancellation_window_minutes, policy.cancellation_window_minutes);
  deadline := session.starts_at - make_interval(mins => window_minutes);
  -- Leaving a waitlist or an offer costs nothing.
  in_time := now() <= deadline or place.status in ('waitlisted', 'offered');
  return jsonb_build_object(
    'status', case when in_time then 'cancelled' else 'late_cancelled' end,
    'in_time', in_time,
    'deadline', deadline,
    'window_minutes', window_minutes,
    'returns', case
      when place.status <> 'confirmed' or not in_time then 'nothing'
      when option.kind in ('pack', 'pass') then 'credit'
      when option.price_minor > 0 then 'money'
      else 'nothing' end,
    'return_minor', case
      when place.status = 'confirmed' and in_time and option.kind in ('drop_in', 'variant')
        then option.price_minor else 0 end,
    'fee_minor', case when in_time or place.status <> 'confirmed' then 0 else policy.late_cancel_fee_minor end,
    'currency', policy.currency
  );
end
$$;

-- Gives up a place as the preview says: in time, the credit comes back or the charge is undone;
-- late, the business's fee is charged. A freed place goes to the waitlist.
create function public.cancel_enrollment(enrollment_id uuid) returns public.enrollments
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  preview jsonb := public.cancellation_preview(cancel_enrollment.enrollment_id);
  place public.enrollments;
  used public.transactions;
  was_taking_place boolean;
  cancelled public.enrollments;
begin
  select e.* into place from public.enrollments e where e.id = cancel_enrollment.enrollment_id;
  -- Lock the session first, as enroll does, so cancelling and enrolling take turns.
  perform 1 from public.bookings where tenant_id = place.tenant_id and id = place.booking_id for update;
  perform app.release_lapsed_offers(place.tenant_id, place.booking_id);
  select e.* into place from public.enrollments e
  where e.tenant_id = place.tenant_id and e.id = place.id for update;
  if place.status not in ('held', 'confirmed', 'waitlisted', 'offered') then
    perform app.raise_error('not_active', 'This place is already cancelled.', 409);
  end if;
  was_taking_place := place.status in ('held', 'confirmed', 'offered');
  update public.enrollments
  set status = preview ->> 'status', waitlist_position = null, updated_at = now()
  where tenant_id = place.tenant_id and id = place.id
  returning * into cancelled;

  if preview ->> 'returns' = 'credit' then
    select * into used from public.transactions
    where tenant_id = place.tenant_id and enrollment_id = place.id and kind = 'credit_use'
    order by created_at desc limit 1;
    if used.id is not null then
      insert into public.transactions
        (tenant_id, client_id, kind, currency, credits, grant_id, option_id, enrollment_id, note)
      values (used.tenant_id, used.client_id, 'credit_return', used.currency, 1, used.grant_id,
              used.option_id, place.id, 'Cancelled in time');
    end if;
  elsif preview ->> 'returns' = 'money' then
    insert into public.transactions
      (tenant_id, client_id, kind, amount_minor, currency, option_id, enrollment_id, note)
    values (place.tenant_id, place.client_id, 'adjustment', (preview ->> 'return_minor')::bigint,
            preview ->> 'currency', place.option_id, place.id, 'Cancelled in time');
  end if;
  if (preview ->> 'fee_minor')::bigint > 0 then
    insert into public.transactions
      (tenant_id, client_id, kind, amount_minor, currency, enrollment_id, note)
    values (place.tenant_id, place.client_id, 'charge', (preview ->> 'fee_minor')::bigint,
            preview ->> 'currency', place.id, 'Late cancellation fee');
  end if;
  if was_taking_place then
    perform app.promote_waitlist(place.tenant_id, place.booking_id);
  end if;
  return cancelled;
end
$$;

-- The client takes an offered place before its offer lapses.
create function public.accept_offer(enrollment_id uuid) returns public.enrollments
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  place public.enrollments;
  accepted public.enrollments;
begin
  perform app.require_user();
  select e.* into place from public.enrollments e where e.id = accept_offer.enrollment_id;
  if place.id is null or not app.acts_for_client(place.tenant_id, place.client_id) then
    perform app.raise_error('enrollment_not_found', 'There is no such offer.', 404);
  end if;
  perform 1 from public.bookings where tenant_id = place.tenant_id and id = place.booking_id for update;
  select e.* into place from public.enrollments e
  where e.tenant_id = place.tenant_id and e.id = place.id for update;
  if place.status = 'offered' and place.offer_expires_at <= now() then
    -- Raising undoes this transaction, so the place moves on at the session's next operation.
    perform app.raise_error('offer_expired', 'This offer has lapsed: the place goes to the next person.', 410);
  end if;
  if place.status <> 'offered' then
    perform app.raise_error('no_offer', 'There is no open offer for this place.', 409);
  end if;
  update public.enrollments
  set status = 'confirmed', offer_expires_at = null, updated_at = now()
  where tenant_id = place.tenant_id and id = place.id
  returning * into accepted;
  perform app.settle_enrollment(accepted);
  return accepted;
end
$$;

revoke execute on function public.enroll(uuid, uuid, uuid, text),
  public.book_private(uuid, uuid, timestamptz, uuid, uuid, text),
  public.cancellation_preview(uuid), public.cancel_enrollment(uuid),
  public.accept_offer(uuid) from public, anon;
grant execute on function public.enroll(uuid, uuid, uuid, text),
  public.book_private(uuid, uuid, timestamptz, uuid, uuid, text),
  public.cancellation_preview(uuid), public.cancel_enrollment(uuid),
  public.accept_offer(uuid) to authenticated, service_role;
