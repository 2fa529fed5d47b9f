-- A booking whose time, place or status changes gets the next calendar sequence, so the .ics
-- sent next updates the event clients already have (RFC 5545 SEQUENCE).
create or replace function messaging.bump_calendar_sequence() returns trigger
language plpgsql
as $$
begin
  new.calendar_sequence := old.calendar_sequence + 1;
  if new.starts_at is distinct from old.starts_at or new.ends_at is distinct from old.ends_at then
    new.rescheduled_at := now();
  end if;
  return new;
end
$$;
