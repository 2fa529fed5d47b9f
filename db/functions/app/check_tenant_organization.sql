-- The tenants' update policy already limits changes to owners; this adds that the organization
-- named must be the caller's own. Runs as the caller, so a superuser (seed, service) is trusted.
create or replace function app.check_tenant_organization() returns trigger
language plpgsql
as $$
begin
  if new.organization_id is distinct from old.organization_id
     and new.organization_id is not null
     and auth.uid() is not null
     and not exists (
       select 1 from public.organizations
       where id = new.organization_id and owner_id = auth.uid()) then
    perform app.raise_error('organization_not_found',
      'Choose one of your own organizations for this business.', 404);
  end if;
  return new;
end
$$;
