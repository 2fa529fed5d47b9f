-- Issue 20, point 2: a client (or staff for a client) takes a place in a group session to pay
-- for it by card: the place is held for 15 minutes (hold_expires_at) while the payment is open
-- (POST /payments/v1/payments with the place). It counts against the capacity like any place;
-- the payment's success confirms it and charges the drop-in (payments.record_success), its
-- failure or cancellation releases it, and so does the sweep once the hold runs out, moving the
-- waitlist each time. A full session holds nothing: its waitlist is joined with enroll, and
-- nobody is charged for a place they cannot have. Packs and passes book with enroll.
create or replace function public.hold_place(
  booking_id uuid, option_id uuid, client_id uuid default null
) returns public.enrollments
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  session public.bookings;
  option public.service_options;
  client uuid;
  held public.enrollments;
begin
  perform app.require_user();
  select b.* into session from public.bookings b where b.id = hold_place.booking_id;
  if session.id is null or session.tenant_id not in (select app.visible_tenants()) then
    perform app.raise_error('booking_not_found', 'There is no such session.', 404);
  end if;
  client := app.acting_client(session.tenant_id, hold_place.client_id);
  perform app.keep_client_locale(session.tenant_id, client);
  if not exists (select 1 from payments.accounts a where a.tenant_id = session.tenant_id) then
    perform app.raise_error('payments_not_connected', 'This business takes no online payments.', 409);
  end if;
  -- Locked: places in this session take turns from here to the end of the transaction.
  select b.* into session from public.bookings b
  where b.tenant_id = session.tenant_id and b.id = session.id for update;
  perform app.release_lapsed_offers(session.tenant_id, session.id);
  if session.status <> 'scheduled' or session.starts_at <= now() then
    perform app.raise_error('session_closed', 'This session has started, finished or been cancelled.', 409);
  end if;
  select o.* into option from public.service_options o
  join public.services s on s.tenant_id = o.tenant_id and s.id = o.service_id
  where o.tenant_id = session.tenant_id and o.id = hold_place.option_id
    and o.service_id = session.service_id and o.active and s.kind = 'group';
  if option.id is null then
    perform app.raise_error('option_not_found', 'Choose a drop-in of this class.', 404);
  end if;
  if option.kind <> 'drop_in' or option.price_minor = 0 then
    perform app.raise_error('not_paid_by_card', 'Only a drop-in with a price is held for a card payment; book with a pack or pass with enroll.');
  end if;
  if exists (
    select 1 from public.enrollments e
    where e.tenant_id = session.tenant_id and e.booking_id = session.id and e.client_id = client
      and e.status in ('held', 'confirmed', 'waitlisted', 'offered')
  ) then
    perform app.raise_error('already_enrolled', 'You already have a place (or a waitlist spot) in this session.', 409);
  end if;
  if app.places_in(session.tenant_id, session.id, array['held', 'confirmed', 'offered'])
     >= session.capacity then
    perform app.raise_error('session_full', 'This session is full: join its waitlist instead.', 409);
  end if;
  insert into public.enrollments (tenant_id, booking_id, client_id, status, option_id, hold_expires_at)
  values (session.tenant_id, session.id, client, 'held', option.id, now() + interval '15 minutes')
  returning * into held;
  return held;
end
$$;

revoke execute on function public.hold_place(uuid, uuid, uuid) from public, anon;
grant execute on function public.hold_place(uuid, uuid, uuid) to authenticated, service_role;
