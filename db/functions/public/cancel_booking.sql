-- The business cancels a whole session: every active place is cancelled and, since nobody
-- chose to miss it, each client gets back what the place cost whatever the cancellation window
-- (a pack's credit, or the charge as a credit to their balance) and pays no fee. Places already
-- cancelled or marked keep their outcome. All in the request's one transaction.
create or replace function public.cancel_booking(booking_id uuid, reason text default '')
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
  set status = 'cancelled', cancelled_at = now(), cancelled_by = 'business',
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

revoke execute on function public.cancel_booking(uuid,text) from public;
grant execute on function public.cancel_booking(uuid,text) to authenticated, service_role;
