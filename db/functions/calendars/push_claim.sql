-- The push worker's claim (src/server/calendar-sync/push/push-worker.ts): Google and Microsoft
-- calendars whose channel is to be opened (blocking, with none, or one that expires within a
-- day: Google's cannot be renewed, so every renewal is a new channel) or stopped (no longer
-- blocking). `public_address`: whether providers can reach this server; when not, only the
-- stand-ins' calendars (test_ clients), which announce in-process, are claimed. Leased for ten
-- minutes, so two processes never open two channels for one calendar.
create or replace function calendars.push_claim(batch int, public_address boolean)
returns table (
  tenant_id uuid, calendar_id uuid, connection_id uuid, provider text, remote_id text,
  open boolean, push_id text, push_resource text, push_expires_at timestamptz)
language sql security definer set search_path = ''
as $$
  with due as (
    select c.tenant_id, c.id, n.provider
    from calendars.calendars c
    join calendars.connections n on n.tenant_id = c.tenant_id and n.id = c.connection_id
    join calendars.oauth_clients o on o.tenant_id = n.tenant_id and o.provider = n.provider
    where (c.push_due_at is null or c.push_due_at <= now())
      and (public_address or o.client_id like 'test\_%')
      and n.error_code is null
      and ((c.blocks and (c.push_id is null or c.push_expires_at < now() + interval '1 day'))
        or (not c.blocks and c.push_id is not null))
    order by c.push_expires_at nulls first
    limit batch
    for update of c skip locked)
  update calendars.calendars c
  set push_due_at = now() + interval '10 minutes'
  from due
  where c.tenant_id = due.tenant_id and c.id = due.id
  returning c.tenant_id, c.id, c.connection_id, due.provider, c.remote_id, c.blocks, c.push_id,
    c.push_resource, c.push_expires_at
$$;

revoke execute on function calendars.push_claim(int, boolean) from public;
