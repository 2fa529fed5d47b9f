-- A plan is priced in its business's currency, and covers only that business's group services:
-- its members book classes with it (appointments are booked with a variant).
create or replace function app.check_plan() returns trigger
language plpgsql
as $$
begin
  if tg_table_name = 'plans' then
    if new.currency is null then
      select currency into new.currency from public.tenants where id = new.tenant_id;
    end if;
    new.updated_at := now();
  elsif (select kind from public.services where tenant_id = new.tenant_id and id = new.service_id) <> 'group' then
    perform app.raise_error('invalid_plan_service', 'A membership covers classes (group services), not appointments.');
  end if;
  return new;
end
$$;
