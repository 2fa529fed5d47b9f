create or replace function public.slug_available(slug text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select slug ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'
     and not exists (select 1 from public.tenants where tenants.slug = lower(slug_available.slug))
$$;

grant execute on function public.slug_available(text) to public, anon, authenticated, service_role;
