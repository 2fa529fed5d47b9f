-- What a client is told when their place is taken or changes status, decided at the commit
-- from the place as it committed: a status the same transaction changed again is not told
-- (the later change is), nor anything about a session that has already started (history
-- written after the fact, attendance). Keys name the place and the event, so a second
-- trigger for the same event adds nothing.
create or replace function messaging.enqueue_place_change(
  old public.enrollments, new public.enrollments, op text
) returns void
language plpgsql
as $$
declare
  place public.enrollments;
  session public.bookings;
  prefix text := 'enrollment:' || new.id || ':';
  snapshot jsonb;
begin
  select * into place from public.enrollments where tenant_id = new.tenant_id and id = new.id;
  if place.id is null or place.status <> new.status then
    return;
  end if;
  select * into session from public.bookings
  where tenant_id = place.tenant_id and id = place.booking_id;
  if session.starts_at <= now() then
    return;
  end if;
  if place.status in ('cancelled', 'late_cancelled') then
    if op = 'UPDATE' and old.status in ('held', 'confirmed', 'waitlisted', 'offered')
       -- An offer that ran out is released by the sweep, not cancelled by anyone.
       and not (old.status = 'offered' and old.offer_expires_at <= now()) then
      perform messaging.enqueue_cancellation(place.tenant_id, place.id, old.status);
    end if;
    return;
  end if;
  snapshot := messaging.place_snapshot(place.tenant_id, place.id);
  if place.status = 'confirmed' and session.status = 'scheduled' then
    perform messaging.enqueue(place.tenant_id, place.client_id, prefix || 'confirmed',
      case when op = 'UPDATE' and old.status = 'waitlisted' then 'waitlist_promoted'
           else 'place_confirmed' end,
      snapshot, place.id, place.booking_id);
  elsif place.status = 'waitlisted' and session.status = 'scheduled' then
    perform messaging.enqueue(place.tenant_id, place.client_id, prefix || 'waitlisted',
      'waitlist_joined', snapshot, place.id, place.booking_id);
  elsif place.status = 'offered' and session.status = 'scheduled' then
    -- Each offer (an offer's expiry names it) has a link of its own.
    perform messaging.enqueue(place.tenant_id, place.client_id,
      prefix || 'offered:' || extract(epoch from place.offer_expires_at)::bigint,
      'waitlist_offer',
      snapshot || jsonb_build_object('offer', jsonb_build_object(
        'token', messaging.new_offer_link(place.tenant_id, place.id),
        -- Taken by paying for it by card, not with the link's one click (decision 0043).
        'pay_by_card', app.offer_paid_by_card(place.tenant_id, place.option_id))),
      place.id, place.booking_id);
  end if;
end
$$;
