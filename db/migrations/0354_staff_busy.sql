-- Each staff member's busy times from their blocking calendars merged into one multirange, kept
-- by a trigger on calendars.busy_events (issue 37, point 6): available_slots reads one row per
-- staff member instead of gathering and merging a thousand events on every call.
create table calendars.staff_busy (
  tenant_id uuid not null,
  staff_id uuid not null,
  busy tstzmultirange not null default '{}',
  primary key (tenant_id, staff_id),
  foreign key (tenant_id, staff_id) references public.staff (tenant_id, id) on delete cascade
);
alter table calendars.staff_busy enable row level security;
alter table calendars.staff_busy force row level security;

insert into calendars.staff_busy (tenant_id, staff_id, busy)
select e.tenant_id, e.staff_id, range_agg(instance)
from calendars.busy_events e, unnest(e.busy) as instance
group by e.tenant_id, e.staff_id;

-- Stated in db/functions/calendars/busy_events_changed.sql (applied after this migration); here
-- it is created empty, so the triggers can name it.
create function calendars.busy_events_changed() returns trigger language plpgsql
  as 'begin return null; end';

create trigger busy_events_inserted after insert on calendars.busy_events
  referencing new table as added
  for each statement execute function calendars.busy_events_changed();
create trigger busy_events_updated after update on calendars.busy_events
  referencing old table as removed new table as added
  for each statement execute function calendars.busy_events_changed();
create trigger busy_events_deleted after delete on calendars.busy_events
  referencing old table as removed
  for each statement execute function calendars.busy_events_changed();
