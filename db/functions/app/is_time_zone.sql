create or replace function app.is_time_zone(name text) returns boolean
language sql stable
as $$
  select exists (select 1 from app.time_zone_names z where z.name = $1)
      or exists (select 1 from pg_catalog.pg_timezone_names z where z.name = $1)
$$;

grant execute on function app.is_time_zone(text) to public, anon, authenticated, service_role;
