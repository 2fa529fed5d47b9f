-- Variants belong to private services, the other kinds to group services; prices are in the
-- business's currency unless another is given.
create or replace function app.check_service_option() returns trigger
language plpgsql
as $$
declare
  service_kind text;
begin
  select kind into service_kind from public.services
  where tenant_id = new.tenant_id and id = new.service_id;
  if (service_kind = 'private') <> (new.kind = 'variant') then
    perform app.raise_error('invalid_option_kind', case service_kind
      when 'private' then 'A private service is offered as variants (a duration and a price).'
      else 'A group service is offered as a drop-in, a pack of credits or a pass.' end);
  end if;
  if new.currency is null then
    select currency into new.currency from public.tenants where id = new.tenant_id;
  end if;
  return new;
end
$$;
