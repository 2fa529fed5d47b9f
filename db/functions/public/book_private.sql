-- A private appointment at a free start time: the booking, the client's place and its charge.
-- Without a staff member, the first free one at that time is chosen.
create or replace function public.book_private(
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

revoke execute on function public.book_private(uuid,uuid,timestamp with time zone,uuid,uuid,text) from public;
grant execute on function public.book_private(uuid,uuid,timestamp with time zone,uuid,uuid,text) to authenticated, service_role;
