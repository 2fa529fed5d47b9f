-- Cancels a membership's places (held, confirmed, waitlisted, offered) in classes starting from
-- `from_at` until `until_at`, as the business would: nobody chose to miss them (a freeze, a
-- membership ending), so each place's class goes back to its grant whatever the cancellation
-- window, and no fee. The client is told by the cancellation message (messaging.enqueue_place_change)
-- and the waitlist moves. Each session is locked first, as enroll locks it.
create or replace function app.cancel_membership_places(
  tenant uuid, subscription uuid, from_at timestamptz, until_at timestamptz
) returns void
language plpgsql
as $$
declare
  place public.enrollments;
  was_taking_place boolean;
begin
  for place in
    select e.* from public.enrollments e
    join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
    where e.tenant_id = tenant and e.subscription_id = subscription
      and e.status in ('held', 'confirmed', 'waitlisted', 'offered')
      and b.starts_at >= greatest(from_at, now()) and b.starts_at < until_at
    order by b.starts_at, b.id
  loop
    perform 1 from public.bookings where tenant_id = tenant and id = place.booking_id for update;
    select e.* into place from public.enrollments e where e.tenant_id = tenant and e.id = place.id for update;
    continue when place.status not in ('held', 'confirmed', 'waitlisted', 'offered');
    was_taking_place := place.status in ('held', 'confirmed', 'offered');
    insert into public.transactions
      (tenant_id, client_id, kind, currency, credits, grant_id, subscription_id, enrollment_id, note)
    select u.tenant_id, u.client_id, 'credit_return', u.currency, 1, u.grant_id, u.subscription_id,
           place.id, 'Cancelled with the membership'
    from public.transactions u
    where u.tenant_id = tenant and u.enrollment_id = place.id and u.kind = 'credit_use'
      and not exists (
        select 1 from public.transactions r
        where r.tenant_id = tenant and r.enrollment_id = place.id and r.kind = 'credit_return');
    update public.enrollments
    set status = 'cancelled', waitlist_position = null, updated_at = now()
    where tenant_id = tenant and id = place.id;
    if was_taking_place then
      perform app.promote_waitlist(tenant, place.booking_id);
    end if;
  end loop;
end
$$;

revoke execute on function app.cancel_membership_places(uuid, uuid, timestamptz, timestamptz) from public;
