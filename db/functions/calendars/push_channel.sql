-- The calendar a push notification names by its channel (Google's X-Goog-Channel-ID,
-- Microsoft's subscriptionId), with the token it must carry; none when the channel is not ours
-- or no longer open.
create or replace function calendars.push_channel(channel text)
returns table (tenant_id uuid, calendar_id uuid, token text)
language sql stable security definer set search_path = ''
as $$
  select c.tenant_id, c.id, c.push_token
  from calendars.calendars c
  where c.push_id = channel and c.push_expires_at > now()
$$;

revoke execute on function calendars.push_channel(text) from public;
