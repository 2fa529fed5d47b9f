-- A signed-in user becomes a client of a business; joining again returns the same record. The
-- language they join in (app.request_locale) is kept as the client's (clients.locale), for
-- their messages when their account names none.
create or replace function public.join_tenant(slug text, full_name text default null)
returns public.clients
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  tenant uuid;
  joined public.clients;
begin
  select id into tenant from public.tenants where tenants.slug = lower(join_tenant.slug);
  if tenant is null then
    perform app.raise_error('tenant_not_found',
      format('No business has the address %s.', join_tenant.slug), 404);
  end if;
  insert into public.clients (tenant_id, user_id, full_name, email, locale)
  values (
    tenant,
    caller,
    coalesce(
      nullif(btrim(join_tenant.full_name), ''),
      nullif(btrim(auth.jwt() -> 'user_metadata' ->> 'full_name'), ''),
      auth.email(),
      'Client'
    ),
    auth.email(),
    app.request_locale()
  )
  on conflict (tenant_id, user_id) do update set locale = excluded.locale
    where excluded.locale is not null and clients.locale is distinct from excluded.locale;
  select * into joined from public.clients where tenant_id = tenant and user_id = caller;
  return joined;
end
$$;

revoke execute on function public.join_tenant(text,text) from public;
grant execute on function public.join_tenant(text,text) to authenticated, service_role;
