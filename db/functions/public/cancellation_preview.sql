-- What cancelling a place would give back and cost. A place a membership paid for gives its
-- class back in time; late, the business's membership_late_cancel says: the class is used
-- (use), or given back with the late-cancel fee charged (fee).
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
  membership boolean;
  fee_instead boolean;
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
  membership := place.subscription_id is not null;
  fee_instead := membership and policy.membership_late_cancel = 'fee';
  charged := case when place.status = 'confirmed' and in_time and option.kind in ('drop_in', 'variant')
                  then app.charged_for(place) else 0 end;
  return jsonb_build_object(
    'status', case when in_time then 'cancelled' else 'late_cancelled' end,
    'in_time', in_time,
    'deadline', deadline,
    'window_minutes', window_minutes,
    'returns', case
      when place.status <> 'confirmed' then 'nothing'
      when membership and (in_time or fee_instead) then 'credit'
      when not in_time then 'nothing'
      when option.kind in ('pack', 'pass') then 'credit'
      when charged > 0 then 'money'
      else 'nothing' end,
    'return_minor', charged,
    'fee_minor', case when in_time or place.status <> 'confirmed' or (membership and not fee_instead) then 0
                      else policy.late_cancel_fee_minor end,
    'currency', policy.currency
  );
end
$$;

revoke execute on function public.cancellation_preview(uuid) from public;
grant execute on function public.cancellation_preview(uuid) to authenticated, service_role;
