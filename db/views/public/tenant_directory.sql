-- What a sign-up or booking page may show of any business, to anyone. A view runs as its owner,
-- so it reads past the policies above; it shows only these columns.
create or replace view public.tenant_directory as
  select id, slug, name, time_zone, currency, locale from public.tenants;

grant select on public.tenant_directory to anon, authenticated, service_role;
