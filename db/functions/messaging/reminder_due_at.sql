-- When a reminder lead_minutes before a session falls due, counted on the business's wall
-- clock: 24 hours before 09:00 is 09:00 the day before even when the clocks changed between,
-- so reminders go out at the same local time whatever the season.
create or replace function messaging.reminder_due_at(
  starts_at timestamptz, time_zone text, lead_minutes int
) returns timestamptz
language sql stable
as $$
  select ((reminder_due_at.starts_at at time zone reminder_due_at.time_zone)
          - make_interval(mins => reminder_due_at.lead_minutes))
         at time zone reminder_due_at.time_zone
$$;
