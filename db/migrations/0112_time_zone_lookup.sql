-- Issue 25: app.is_time_zone, behind the tenants_time_zone_known check and create_tenant, read
-- every time zone file of the server on each call (pg_timezone_names: about 30 ms), so each
-- business created or saved paid it, and loading 10,000 businesses took most of its time there.
-- The names are now kept in a table, looked up by its key. A name the table lacks still gets
-- the full check: a zone that a newer time zone database added after this migration is
-- accepted as before, only not as quickly.
create table app.time_zone_names (name text primary key);
insert into app.time_zone_names (name) select name from pg_catalog.pg_timezone_names;
grant select on app.time_zone_names to anon, authenticated, service_role;

create or replace function app.is_time_zone(name text) returns boolean
language sql stable
as $$
  select exists (select 1 from app.time_zone_names z where z.name = $1)
      or exists (select 1 from pg_catalog.pg_timezone_names z where z.name = $1)
$$;
