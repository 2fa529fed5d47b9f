-- Cancels a place for its client (the client or staff): a credit or money back when in time, the
-- late-cancel fee when not (queued for the saved card where the business allows it:
-- payments.queue_fee_charge), and the waitlist moves.
create or replace function public.cancel_enrollment(enrollment_id uuid) returns public.enrollments
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  place public.enrollments;
  preview jsonb;
  used public.transactions;
  fee public.transactions;
  was_taking_place boolean;
  cancelled public.enrollments;
  private boolean;
begin
  perform app.require_user();
  select e.* into place from public.enrollments e where e.id = cancel_enrollment.enrollment_id;
  if place.id is null or not app.acts_for_client(place.tenant_id, place.client_id) then
    perform app.raise_error('enrollment_not_found', 'There is no such booking to cancel.', 404);
  end if;
  -- Lock the session first, as enroll does, so cancelling and enrolling take turns; only then
  -- decide, on the place as it is now.
  perform 1 from public.bookings where tenant_id = place.tenant_id and id = place.booking_id for update;
  perform app.release_lapsed_offers(place.tenant_id, place.booking_id);
  preview := public.cancellation_preview(place.id);
  select e.* into place from public.enrollments e
  where e.tenant_id = place.tenant_id and e.id = place.id for update;
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
        (tenant_id, client_id, kind, currency, credits, grant_id, option_id, subscription_id,
         enrollment_id, note)
      values (used.tenant_id, used.client_id, 'credit_return', used.currency, 1, used.grant_id,
              used.option_id, used.subscription_id, place.id,
              case when (preview ->> 'in_time')::boolean then 'Cancelled in time' else 'Cancelled late' end);
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
            preview ->> 'currency', place.id, 'Late cancellation fee')
    returning * into fee;
    perform payments.queue_fee_charge(fee);
  end if;
  select s.kind = 'private' into private
  from public.bookings b join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  where b.tenant_id = place.tenant_id and b.id = place.booking_id;
  if private then
    -- An appointment is its one place: without it the staff member's time is free again.
    update public.bookings
    set status = 'cancelled', cancelled_at = now(), cancelled_by = 'client',
        cancel_reason = 'The client''s place was cancelled'
    where tenant_id = place.tenant_id and id = place.booking_id and status = 'scheduled';
  elsif was_taking_place then
    perform app.promote_waitlist(place.tenant_id, place.booking_id);
  end if;
  return cancelled;
end
$$;

revoke execute on function public.cancel_enrollment(uuid) from public;
grant execute on function public.cancel_enrollment(uuid) to authenticated, service_role;
