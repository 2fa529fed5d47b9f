-- Check-in and attendance: staff mark any place of their business; a client may check
-- themselves in from 30 minutes before the start to the end. Absent marks the place a no-show
-- and charges the business's no-show fee (tenants.no_show_fee_minor), once; marking it present
-- or late again undoes both (the fee is credited back). The fee is queued for the client's
-- saved card where the business allows it (payments.queue_fee_charge).
create or replace function public.check_in(enrollment_id uuid, status text default 'present')
returns public.attendance
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  place public.enrollments;
  session public.bookings;
  by_staff boolean;
  marked public.attendance;
  fee bigint;
  fee_currency text;
  fee_charge public.transactions;
begin
  select e.* into place from public.enrollments e where e.id = check_in.enrollment_id for update;
  by_staff := place.tenant_id in (select app.staff_tenants());
  if place.id is null or not app.acts_for_client(place.tenant_id, place.client_id) then
    perform app.raise_error('enrollment_not_found', 'There is no such place to check in.', 404);
  end if;
  if check_in.status not in ('present', 'late', 'absent') then
    perform app.raise_error('invalid_status', 'Mark attendance as present, late or absent.');
  end if;
  if place.status not in ('confirmed', 'no_show') then
    perform app.raise_error('not_confirmed', 'Only a confirmed place can be checked in.', 409);
  end if;
  select * into session from public.bookings where tenant_id = place.tenant_id and id = place.booking_id;
  if not by_staff and (check_in.status <> 'present'
      or now() < session.starts_at - interval '30 minutes' or now() > session.ends_at) then
    perform app.raise_error('check_in_closed',
      'You can check yourself in from 30 minutes before the start until the end.', 409);
  end if;
  insert into public.attendance (tenant_id, enrollment_id, status, checked_in_at, checked_in_by, method)
  values (place.tenant_id, place.id, check_in.status,
          case when check_in.status = 'absent' then null else now() end, caller,
          case when by_staff then 'staff' else 'self' end)
  on conflict (tenant_id, enrollment_id) do update
    set status = excluded.status, checked_in_at = excluded.checked_in_at,
        checked_in_by = excluded.checked_in_by, method = excluded.method
  returning * into marked;
  update public.enrollments
  set status = case when check_in.status = 'absent' then 'no_show' else 'confirmed' end,
      updated_at = now()
  where tenant_id = place.tenant_id and id = place.id;
  if check_in.status = 'absent' and place.status <> 'no_show' then
    select no_show_fee_minor, currency into fee, fee_currency
    from public.tenants where id = place.tenant_id;
    if fee > 0 then
      insert into public.transactions (tenant_id, client_id, kind, amount_minor, currency,
                                       enrollment_id, note)
      values (place.tenant_id, place.client_id, 'charge', fee, fee_currency, place.id,
              'No-show fee')
      returning * into fee_charge;
      perform payments.queue_fee_charge(fee_charge);
    end if;
  elsif check_in.status <> 'absent' and place.status = 'no_show' then
    -- The fee this place was charged for not coming, if any, goes back.
    select t.amount_minor, t.currency into fee, fee_currency
    from public.transactions t
    where t.tenant_id = place.tenant_id and t.enrollment_id = place.id and t.kind = 'charge'
      and t.note = 'No-show fee'
    order by t.created_at desc limit 1;
    if fee > 0 and not exists (
      select 1 from public.transactions t
      where t.tenant_id = place.tenant_id and t.enrollment_id = place.id
        and t.kind = 'adjustment' and t.note = 'No-show fee taken back'
        and t.created_at >= (select max(c.created_at) from public.transactions c
                             where c.tenant_id = place.tenant_id and c.enrollment_id = place.id
                               and c.kind = 'charge' and c.note = 'No-show fee')) then
      insert into public.transactions (tenant_id, client_id, kind, amount_minor, currency,
                                       enrollment_id, note)
      values (place.tenant_id, place.client_id, 'adjustment', fee, fee_currency, place.id,
              'No-show fee taken back');
    end if;
  end if;
  return marked;
end
$$;

revoke execute on function public.check_in(uuid,text) from public;
grant execute on function public.check_in(uuid,text) to authenticated, service_role;
