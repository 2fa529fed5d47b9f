-- The time memberships go by: now(), moved by the offset tests set in platform.clock (a clock the
-- tests control, on both databases); zero in a deployment. Stable, like now(): one statement
-- sees one time.
create or replace function app.now() returns timestamptz
language sql stable security definer set search_path = ''
as $$ select now() + coalesce((select shift from platform.clock where id), interval '0') $$;

grant execute on function app.now() to public, anon, authenticated, service_role;
