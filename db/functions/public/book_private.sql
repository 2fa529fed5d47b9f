-- A private appointment at a free start time: the booking, the client's place and its charge.
-- Without a staff member, the first free one at that time is chosen. A client whose business
-- asks private sessions to be paid online books with hold_for_card: the time is theirs for 15
-- minutes, its place held (not charged) while they pay by card (purpose enrollment); the
-- payment confirms and charges it, and a hold that runs out or a declined card gives the time
-- back (app.release_lapsed_offers, payments.release_hold). Booked without it, such a client is
-- refused (pay_online_required); staff booking for a client never are.
create or replace function public.book_private(
  service_id uuid, option_id uuid, starts_at timestamptz, staff_id uuid default null,
  client_id uuid default null, idempotency_key text default null, hold_for_card boolean default false
) returns public.enrollments
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  service public.services;
  option public.service_options;
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
  perform app.keep_client_locale(service.tenant_id, client);
  earlier := app.check_idempotency(service.tenant_id, client, book_private.idempotency_key);
  if earlier.id is not null then
    return earlier;
  end if;
  select o.* into option from public.service_options o
  where o.tenant_id = service.tenant_id and o.id = book_private.option_id;
  if hold_for_card then
    if not exists (select 1 from payments.accounts a where a.tenant_id = service.tenant_id) then
      perform app.raise_error('payments_not_connected', 'This business takes no online payments.', 409);
    end if;
    if option.kind is distinct from 'variant' or option.price_minor = 0 then
      perform app.raise_error('not_paid_by_card', 'Only a private session with a price is held for a card payment.');
    end if;
  elsif option.id is not null then
    perform app.require_card_for_client(service.tenant_id, option);
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
  insert into public.enrollments
    (tenant_id, booking_id, client_id, status, option_id, idempotency_key, hold_expires_at)
  values (service.tenant_id, booked.id, client,
          case when hold_for_card then 'held' else 'confirmed' end, book_private.option_id,
          book_private.idempotency_key,
          case when hold_for_card then now() + interval '15 minutes' end)
  returning * into created;
  if not hold_for_card then
    perform app.settle_enrollment(created);
  end if;
  return created;
end
$$;

revoke execute on function public.book_private(uuid,uuid,timestamp with time zone,uuid,uuid,text,boolean) from public;
grant execute on function public.book_private(uuid,uuid,timestamp with time zone,uuid,uuid,text,boolean) to authenticated, service_role;
