-- A client (or staff for a client) takes a place in a group session, or joins its waitlist when
-- it is full. The place is paid with an option (a drop-in, a pack, a pass) or with a membership
-- (subscription_id, option_id null: app.membership_place_period says whether it may). Retrying
-- with the same idempotency key returns the first answer.
create or replace function public.enroll(
  booking_id uuid, option_id uuid default null, client_id uuid default null,
  idempotency_key text default null, subscription_id uuid default null
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
  perform app.keep_client_locale(session.tenant_id, client);
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
  if enroll.subscription_id is not null then
    if enroll.option_id is not null then
      perform app.raise_error('option_or_membership', 'Book with an option or with a membership, not both.');
    end if;
    perform app.membership_place_period(session.tenant_id, client, enroll.subscription_id, session);
  else
    select * into option from public.service_options o
    where o.tenant_id = session.tenant_id and o.id = enroll.option_id
      and o.service_id = service.id and o.active and o.kind in ('drop_in', 'pack', 'pass');
    if option.id is null then
      perform app.raise_error('option_not_found', 'Choose a drop-in, a pack or a pass of this class.', 404);
    end if;
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
    -- A place charged now must be paid by card where the business asks it (hold_place); a
    -- waitlist spot owes nothing yet, nor does a place a membership pays for.
    if option.kind = 'drop_in' then
      perform app.require_card_for_client(session.tenant_id, option);
    end if;
    insert into public.enrollments
      (tenant_id, booking_id, client_id, status, option_id, subscription_id, idempotency_key)
    values (session.tenant_id, session.id, client, 'confirmed', option.id, enroll.subscription_id,
            enroll.idempotency_key)
    returning * into created;
    perform app.settle_enrollment(created);
    return created;
  end if;
  select * into policy from public.tenants where id = session.tenant_id;
  if not policy.waitlist_enabled then
    perform app.raise_error('session_full', 'This session is full.', 409);
  end if;
  insert into public.enrollments
    (tenant_id, booking_id, client_id, status, option_id, subscription_id, waitlist_position,
     idempotency_key)
  values (session.tenant_id, session.id, client, 'waitlisted', option.id, enroll.subscription_id,
          (select coalesce(max(e.waitlist_position), 0) + 1 from public.enrollments e
           where e.tenant_id = session.tenant_id and e.booking_id = session.id
             and e.status = 'waitlisted'),
          enroll.idempotency_key)
  returning * into created;
  return created;
end
$$;

revoke execute on function public.enroll(uuid,uuid,uuid,text,uuid) from public;
grant execute on function public.enroll(uuid,uuid,uuid,text,uuid) to authenticated, service_role;
