-- The places' trigger (migration 0355): a place confirmed (booked, paid after a hold, taken from
-- the waitlist) is booking.created or place.created; a confirmed place cancelled, late or not,
-- is booking.cancelled or place.cancelled; one marked absent is booking.no_show or
-- place.no_show. A hold that lapses or a waitlist entry that leaves was never a place: nothing.
create or replace function webhooks.place_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  was text := case when tg_op = 'UPDATE' then old.status end;
  what text;
begin
  what := case
    when new.status = 'confirmed' and (was is null or was in ('held', 'waitlisted', 'offered'))
      then 'created'
    when new.status in ('cancelled', 'late_cancelled') and was in ('confirmed', 'no_show')
      then 'cancelled'
    when new.status = 'no_show' and was is distinct from 'no_show' then 'no_show'
  end;
  if what is null or not webhooks.active(new.tenant_id) then
    return null;
  end if;
  perform webhooks.queue(new.tenant_id, webhooks.place_event(new.tenant_id, new.booking_id, what),
                         webhooks.place_data(new.tenant_id, new.id));
  return null;
end
$$;

revoke execute on function webhooks.place_changed() from public;
