-- Enqueues the reminders that have fallen due by `at`: for each confirmed place in a scheduled
-- session that has not started, each of its business's lead times whose due time has come.
-- The key holds the lead and the session's start, so a reminder goes once, a moved session
-- gets a fresh one and a cancelled place none. A place taken, or a session moved, after the
-- due time gets none: the confirmation or the change was news enough. A business that turned
-- reminders off (tenants.messages_off) sends none, and a client who turned them off
-- (clients.reminders_off) gets none; each reminder carries the client record's unsubscribe
-- token, for its one-click link (docs/decisions/0030).
-- `since` (the caller's previous run, less a margin) only narrows the sessions looked at: one
-- range of start times per lead time in use, read by bookings_upcoming. Returns how many
-- messages it enqueued.
create or replace function messaging.enqueue_due_reminders(
  at timestamptz, since timestamptz default null
) returns int
language plpgsql
as $$
declare
  lead_minutes int;
  queued int;
  total int := 0;
begin
  for lead_minutes in
    select distinct l.minutes
    from public.tenants t
    cross join lateral (values (t.reminder_minutes), (t.second_reminder_minutes)) l (minutes)
    where l.minutes is not null
  loop
    insert into messaging.messages
      (tenant_id, event_key, kind, channel, to_address, client_id, user_id, enrollment_id,
       booking_id, snapshot)
    select due.tenant_id, due.event_key, 'reminder', r.channel, r.to_address, due.client_id,
           r.user_id, due.enrollment_id, due.booking_id,
           messaging.place_snapshot(due.tenant_id, due.enrollment_id)
             || jsonb_build_object('reminder', jsonb_build_object('lead_minutes', lead_minutes))
             || jsonb_build_object('unsubscribe', jsonb_build_object(
                  'token', messaging.unsubscribe_token(due.tenant_id, due.client_id)))
    from (
      select e.tenant_id, e.id as enrollment_id, e.client_id, b.id as booking_id,
             'enrollment:' || e.id || ':reminder:' || lead_minutes || ':'
               || extract(epoch from b.starts_at)::bigint as event_key
      from public.bookings b
      join public.tenants t on t.id = b.tenant_id
      join public.enrollments e on e.tenant_id = b.tenant_id and e.booking_id = b.id
      join public.clients c on c.tenant_id = e.tenant_id and c.id = e.client_id
      cross join lateral (
        select messaging.reminder_due_at(b.starts_at, t.time_zone, lead_minutes) as due_at) d
      where b.status = 'scheduled'
        and b.starts_at > enqueue_due_reminders.at
        -- An hour either way of the lead: a clock change moves the due time by up to that.
        and b.starts_at <= enqueue_due_reminders.at + make_interval(mins => lead_minutes) + interval '1 hour'
        and (enqueue_due_reminders.since is null
             or b.starts_at > enqueue_due_reminders.since + make_interval(mins => lead_minutes) - interval '1 hour')
        and lead_minutes in (t.reminder_minutes, t.second_reminder_minutes)
        and not 'reminder' = any (t.messages_off)
        and e.status = 'confirmed'
        and not c.reminders_off
        and d.due_at <= enqueue_due_reminders.at
        and e.updated_at <= d.due_at
        and coalesce(b.rescheduled_at, '-infinity') <= d.due_at
    ) due
    cross join lateral messaging.recipients(due.tenant_id, due.client_id) r
    where not exists (
      select 1 from messaging.messages m
      where m.tenant_id = due.tenant_id and m.event_key = due.event_key)
    on conflict do nothing;
    get diagnostics queued = row_count;
    total := total + queued;
  end loop;
  if total > 0 then
    perform pg_notify('messaging', '');
  end if;
  return total;
end
$$;
