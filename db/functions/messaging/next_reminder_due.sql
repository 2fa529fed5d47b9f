-- The earliest due time of a reminder in (after, after + within], or null: the sweep sets a
-- timer for it, so a reminder goes out when it falls due rather than at the next poll. The
-- same places as enqueue_due_reminders, each lead time's sessions read by bookings_upcoming.
create or replace function messaging.next_reminder_due(after timestamptz, within interval)
returns timestamptz
language sql stable
as $$
  select min(d.due_at)
  from (
    select distinct l.minutes
    from public.tenants t
    cross join lateral (values (t.reminder_minutes), (t.second_reminder_minutes)) l (minutes)
    where l.minutes is not null
  ) lead
  join public.bookings b
    on b.status = 'scheduled'
   and b.starts_at > next_reminder_due.after + make_interval(mins => lead.minutes) - interval '1 hour'
   and b.starts_at <= next_reminder_due.after + next_reminder_due.within
                      + make_interval(mins => lead.minutes) + interval '1 hour'
  join public.tenants t
    on t.id = b.tenant_id and lead.minutes in (t.reminder_minutes, t.second_reminder_minutes)
  cross join lateral (
    select messaging.reminder_due_at(b.starts_at, t.time_zone, lead.minutes) as due_at) d
  where d.due_at > next_reminder_due.after
    and d.due_at <= next_reminder_due.after + next_reminder_due.within
    and exists (
      select 1 from public.enrollments e
      where e.tenant_id = b.tenant_id and e.booking_id = b.id and e.status = 'confirmed')
$$;
