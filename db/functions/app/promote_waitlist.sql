-- Fills freed places from the waitlist, in order: confirmed at once ('auto') or offered for a
-- while ('offer'), per the business's policy. Someone whose place cannot be paid (no credits
-- left) is passed over and stays on the waitlist. A place that must be paid by card
-- (app.offer_paid_by_card) is offered in either mode: it is taken by paying for it (decision 0043).
create or replace function app.promote_waitlist(tenant uuid, booking uuid) returns void
language plpgsql
as $$
declare
  session public.bookings;
  policy public.tenants;
  taken int;
  candidate public.enrollments;
  promoted public.enrollments;
begin
  select * into session from public.bookings where tenant_id = tenant and id = booking for update;
  select * into policy from public.tenants where id = tenant;
  if session.status <> 'scheduled' or session.starts_at <= now() then
    return;
  end if;
  select count(*) into taken from public.enrollments
  where tenant_id = tenant and booking_id = booking and status in ('held', 'confirmed', 'offered');
  for candidate in
    select * from public.enrollments
    where tenant_id = tenant and booking_id = booking and status = 'waitlisted'
    order by waitlist_position
  loop
    exit when taken >= session.capacity;
    begin
      if policy.waitlist_mode = 'offer' or app.offer_paid_by_card(tenant, candidate.option_id) then
        update public.enrollments
        set status = 'offered', waitlist_position = null, updated_at = now(),
            offer_expires_at = now() + make_interval(mins => policy.waitlist_offer_minutes)
        where tenant_id = tenant and id = candidate.id;
      else
        update public.enrollments
        set status = 'confirmed', waitlist_position = null, updated_at = now()
        where tenant_id = tenant and id = candidate.id
        returning * into promoted;
        perform app.settle_enrollment(promoted);
      end if;
      taken := taken + 1;
    exception when sqlstate 'PGRST' then
      -- Could not be paid: the update is undone with this block; the next in line gets the place.
      null;
    end;
  end loop;
end
$$;
