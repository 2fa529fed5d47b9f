-- The clients' trigger (migration 0355): a client added is client.created; a change of their
-- name, contact, birth date, tags or status (archived, active again) is client.updated. Their
-- message choices and language are not their details.
create or replace function webhooks.client_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and (old.full_name, old.email, old.phone, old.birth_date, old.tags, old.status)
         is not distinct from (new.full_name, new.email, new.phone, new.birth_date, new.tags,
                               new.status) then
    return null;
  end if;
  if not webhooks.active(new.tenant_id) then
    return null;
  end if;
  perform webhooks.queue(new.tenant_id,
    case tg_op when 'INSERT' then 'client.created' else 'client.updated' end,
    jsonb_build_object('client_id', new.id, 'full_name', new.full_name, 'email', new.email,
                       'phone', new.phone, 'birth_date', new.birth_date, 'tags', new.tags,
                       'status', new.status, 'created_at', new.created_at));
  return null;
end
$$;

revoke execute on function webhooks.client_changed() from public;
