-- A business keeps at least one owner.
create or replace function app.keep_an_owner() returns trigger
language plpgsql
as $$
begin
  if old.role = 'owner'
     and (tg_op = 'DELETE' or new.role <> 'owner')
     and exists (select 1 from public.tenants where id = old.tenant_id)
     and not exists (
       select 1 from public.memberships
       where tenant_id = old.tenant_id and role = 'owner' and user_id <> old.user_id
     ) then
    perform app.raise_error('last_owner', 'A business needs at least one owner.', 409);
  end if;
  return coalesce(new, old);
end
$$;
