-- Three fixes to 0016, found by the ledger's property test and the concurrency tests:
-- 1. An in-time cancellation returned the option's price as it is now, not what the place was
--    charged; a price changed in between returned too much or too little. It returns the charge.
-- 2. cancel_enrollment decided what to do before it locked the session: a waitlisted place
--    promoted (and charged) meanwhile was cancelled as a waitlisted one, keeping the charge. It
--    now locks first and decides after.
-- 3. Requests retried with the same idempotency key at the same moment both passed the check
--    (neither saw the other's row); they now take turns on the key, so the second gets the
--    first's answer.
-- And a cancelled private appointment now cancels its booking, so the staff member is free again.

create or replace function app.check_idempotency(tenant uuid, client uuid, key text)
returns public.enrollments
language plpgsql volatile
as $$
declare
  earlier public.enrollments;
begin
  if key is null then
    return null;
  end if;
  -- Held to the end of the transaction; the select below then sees a first request's row.
  perform pg_advisory_xact_lock(hashtextextended(tenant::text || '/' || key, 0));
  select * into earlier from public.enrollments where tenant_id = tenant and idempotency_key = key;
  if earlier.id is not null and earlier.client_id <> client then
    perform app.raise_error('idempotency_conflict', 'This request key was already used for another client.', 409);
  end if;
  return earlier;
end
$$;

-- What a place was charged when it was taken (its own charges; a late fee comes after).
create function app.charged_for(place public.enrollments) returns bigint
language sql stable
as $$
  select coalesce(sum(amount_minor), 0)::bigint from public.transactions
  where tenant_id = place.tenant_id and enrollment_id = place.id and kind = 'charge'
$$;

create or replace function public.cancellation_preview(enrollment_id uuid) returns jsonb
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
  charged bigint;
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
  charged := case when place.status = 'confirmed' and in_time and option.kind in ('drop_in', 'variant')
                  then app.charged_for(place) else 0 end;
  return jsonb_build_object(
    'status', case when in_time then 'cancelled' else 'late_cancelled' end,
    'in_time', in_time,
    'deadline', deadline,
    'window_minutes', window_minutes,
    'returns', case
      when place.status <> 'confirmed' or not in_time then 'nothing'
      when option.kind in ('pack', 'pass') then 'credit'
      when charged > 0 then 'money'
      else 'nothing' end,
    'return_minor', charged,
    'fee_minor', case when in_time or place.status <> 'confirmed' then 0 else policy.late_cancel_fee_minor end,
    'currency', policy.currency
  );
end
$$;

create or replace function public.cancel_enrollment(enrollment_id uuid) returns public.enrollments
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  place public.enrollments;
  preview jsonb;
  used public.transactions;
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
  select s.kind = 'private' into private
  from public.bookings b join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  where b.tenant_id = place.tenant_id and b.id = place.booking_id;
  if private then
    -- An appointment is its one place: without it the staff member's time is free again.
    update public.bookings
    set status = 'cancelled', cancelled_at = now(), cancel_reason = 'The client''s place was cancelled'
    where tenant_id = place.tenant_id and id = place.booking_id and status = 'scheduled';
  elsif was_taking_place then
    perform app.promote_waitlist(place.tenant_id, place.booking_id);
  end if;
  return cancelled;
end
$$;
