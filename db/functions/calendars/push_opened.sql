-- Records a calendar's push channel once the provider opened it (all null: stopped). Its token
-- is what each notification must carry. Looked at again when it nears its expiry.
create or replace function calendars.push_opened(
  tenant uuid, calendar uuid, id text, resource text, token text, expires_at timestamptz)
returns void
language sql security definer set search_path = ''
as $$
  update calendars.calendars c
  set push_id = push_opened.id, push_resource = push_opened.resource,
    push_token = push_opened.token, push_expires_at = push_opened.expires_at, push_due_at = null
  where c.tenant_id = tenant and c.id = calendar
$$;

revoke execute on function calendars.push_opened(uuid, uuid, text, text, text, timestamptz)
  from public;
