-- The audited tables' trigger (migration 0356): one entry per row changed, with who, what, when,
-- the columns before and after (an update's only those it changed) and the data API request.
-- Its arguments: the subject, the column naming the row, and the columns never written down.
-- An update that changed only those writes nothing. The business is the row's tenant_id (the
-- tenant itself for its settings, the folder for a client's file).
create or replace function audit.record_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  subject text := tg_argv[0];
  hidden text[] := tg_argv[2:];
  before jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - hidden end;
  after jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - hidden end;
  line jsonb := coalesce(after, before);
  tenant uuid := case subject
    when 'settings' then (line ->> 'id')::uuid
    when 'file' then (app.client_file_folder(line ->> 'name'))[1]
    else (line ->> 'tenant_id')::uuid end;
  actor record;
  owner record;
  headers jsonb;
begin
  if tenant is null then
    -- A stored file outside the client-files bucket: no business's.
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, after -> o.key)
    into before, after
    from jsonb_each(before) o
    where o.value is distinct from after -> o.key;
    if before is null then
      return null;
    end if;
  end if;
  select * into actor from audit.actor(tenant);
  select * into owner from audit.belongs_to(subject, tenant, line);
  if actor.kind <> 'system' then
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  end if;
  insert into audit.entries (tenant_id, actor_kind, actor_user_id, subject,
                             action, record_id, booking_id, client_id, before, after,
                             request_id, request_method, request_path)
  values (tenant, actor.kind, actor.user_id, subject, lower(tg_op),
          (line ->> tg_argv[1])::uuid, owner.booking_id, owner.client_id, before, after,
          headers ->> 'x-request-id', nullif(current_setting('request.method', true), ''),
          nullif(current_setting('request.path', true), ''));
  return null;
end
$$;

revoke execute on function audit.record_change() from public;
