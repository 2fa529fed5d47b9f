-- A tenant table's protection in one place: FORCE'd row-level security, a policy
-- `<table>_<suffix>` letting the businesses `writers` returns (an app set function such as
-- staff_tenants) read and write it, and the grants. Called by the migrations only.
create or replace procedure app.protect_tenant_table(name text, writers text, suffix text)
language plpgsql
as $$
begin
  execute format('alter table public.%I enable row level security', name);
  execute format('alter table public.%I force row level security', name);
  execute format(
    'create policy %I on public.%I for all to authenticated
       using (tenant_id in (select app.%I())) with check (tenant_id in (select app.%I()))',
    name || '_' || suffix, name, writers, writers);
  execute format('grant select, insert, update, delete on public.%I to authenticated', name);
  execute format('grant all on public.%I to service_role', name);
end
$$;
