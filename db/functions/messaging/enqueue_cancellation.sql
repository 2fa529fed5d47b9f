-- A place ended by a cancellation: the business cancelled the session (everyone booked and
-- everyone waiting is told, with what they got back), or the client gave up the place (told
-- what the policy did: the ledger entries this transaction wrote for it, a credit back, money
-- back or a late fee). One cancellation message per place, whichever trigger comes first.
create or replace function messaging.enqueue_cancellation(
  tenant uuid, enrollment uuid, previous_status text
) returns void
language plpgsql
as $$
declare
  place public.enrollments;
  session public.bookings;
  outcome jsonb;
begin
  select * into place from public.enrollments
  where tenant_id = enqueue_cancellation.tenant and id = enqueue_cancellation.enrollment;
  select * into session from public.bookings
  where tenant_id = place.tenant_id and id = place.booking_id;
  -- This transaction's entries: now() is the transaction's start, their default created_at.
  select jsonb_build_object(
    'credits_returned', count(*) filter (where t.kind = 'credit_return'),
    'money_back_minor', coalesce(sum(t.amount_minor) filter (where t.kind = 'adjustment'), 0),
    'fee_minor', coalesce(sum(t.amount_minor) filter (where t.kind = 'charge'), 0),
    'late', place.status = 'late_cancelled',
    'previous_status', enqueue_cancellation.previous_status)
  into outcome
  from public.transactions t
  where t.tenant_id = place.tenant_id and t.enrollment_id = place.id and t.created_at = now();
  perform messaging.enqueue(place.tenant_id, place.client_id,
    'enrollment:' || place.id || ':cancelled',
    case when session.status = 'cancelled' and session.cancelled_by is distinct from 'client'
         then 'session_cancelled' else 'place_cancelled' end,
    messaging.place_snapshot(place.tenant_id, place.id)
      || jsonb_build_object('cancellation', outcome || jsonb_build_object(
           'reason', case when session.status = 'cancelled'
                          and session.cancelled_by is distinct from 'client'
                          then session.cancel_reason end)),
    place.id, place.booking_id);
end
$$;
