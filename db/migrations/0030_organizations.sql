-- Organizations: one owner's several businesses (locations) grouped under one name, so the owner
-- can see them together. An organization sits above tenants, so it has no tenant_id of its own;
-- each tenant points to at most one organization. Only the organization's owner changes it, and
-- only an owner of a business may put that business in one of their organizations.
create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 120),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index organizations_by_owner on public.organizations (owner_id);

alter table public.tenants
  add column organization_id uuid references public.organizations (id) on delete set null;
create index tenants_by_organization on public.tenants (organization_id)
  where organization_id is not null;

-- The tenants' update policy already limits changes to owners; this adds that the organization
-- named must be the caller's own. Runs as the caller, so a superuser (seed, service) is trusted.
create function app.check_tenant_organization() returns trigger
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
create trigger tenants_organization_owner
  before update of organization_id on public.tenants
  for each row execute function app.check_tenant_organization();

alter table public.organizations enable row level security;
alter table public.organizations force row level security;
-- Its owner sees it, and so does the staff of every business in it (to show where they work).
create policy organizations_read on public.organizations for select to authenticated
  using (owner_id = auth.uid()
         or id in (select organization_id from public.tenants
                   where id in (select app.staff_tenants())));
create policy organizations_own on public.organizations for all to authenticated
  using (owner_id = auth.uid())
  with check (owner_id = auth.uid());

grant select, insert, update, delete on public.organizations to authenticated;
grant all on public.organizations to service_role;
