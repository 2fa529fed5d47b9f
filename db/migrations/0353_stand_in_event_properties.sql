-- Issue 37: the Google stand-in keeps each event's private extended properties, where this
-- product's events carry their booking's UID (Google asks for only one of id and iCalUID when
-- an event is made, and makes the iCalUID from the id). Migration 0352 had landed without it.
alter table calendars.stand_in_events add column properties jsonb not null default '{}';
