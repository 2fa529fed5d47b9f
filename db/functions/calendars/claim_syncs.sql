-- The sync worker takes the blocking calendars due to be read, each leased for two minutes:
-- a worker that dies mid-sync loses nothing, the calendar is due again when the lease runs out.
-- Calendars another worker is taking are skipped; a read asked for before this one begins is
-- answered by it (sync_asked_at cleared). The window is what the sync reads
-- (calendars.sync_window); the time zone is the business's, for all-day events. The failures so
-- far and whether a push channel is open come with the claim: a worker joining them itself
-- would read them under its own statement's snapshot, older than the claim's, and miss a
-- calendar connected in between.
create or replace function calendars.claim_syncs(batch int)
returns table (
  tenant_id uuid, calendar_id uuid, connection_id uuid, staff_id uuid, remote_id text,
  sync_state text, time_zone text, window_from timestamptz, window_to timestamptz,
  sync_failures int, pushed boolean
)
language sql security definer set search_path = ''
as $$
  with due as (
    select c.tenant_id, c.id from calendars.calendars c
    where c.blocks and c.next_sync_at <= now()
    order by c.next_sync_at
    limit batch
    for update skip locked
  ),
  leased as (
    update calendars.calendars c
    set next_sync_at = now() + interval '2 minutes', sync_asked_at = null
    from due
    where c.tenant_id = due.tenant_id and c.id = due.id
    returning c.tenant_id, c.id, c.connection_id, c.staff_id, c.remote_id, c.sync_state,
              c.sync_failures, coalesce(c.push_expires_at > now(), false) as pushed
  )
  select l.tenant_id, l.id, l.connection_id, l.staff_id, l.remote_id, l.sync_state, t.time_zone,
         lower(w.reach), upper(w.reach), l.sync_failures, l.pushed
  from leased l
  join public.tenants t on t.id = l.tenant_id
  cross join lateral calendars.sync_window(l.tenant_id) as w(reach)
$$;

revoke execute on function calendars.claim_syncs(int) from public;
