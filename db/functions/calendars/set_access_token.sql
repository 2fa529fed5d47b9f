-- Keeps an OAuth account's fresh access token (sealed by the server) and when it expires, so the
-- next sync or write does not refresh it again.
create or replace function calendars.set_access_token(
  tenant uuid, connection uuid, sealed bytea, expires_at timestamptz
) returns void
language sql security definer set search_path = ''
as $$
  update calendars.connections c
  set access_token_sealed = set_access_token.sealed,
      access_expires_at = set_access_token.expires_at
  where c.tenant_id = set_access_token.tenant and c.id = set_access_token.connection
$$;

revoke execute on function calendars.set_access_token(uuid, uuid, bytea, timestamptz) from public;
