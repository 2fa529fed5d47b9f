-- The database roles a request runs as and the functions policies use to read the request's
-- JWT, with the names and behaviour they have on Supabase (auth.uid(), auth.role(), auth.jwt()).

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists citext with schema extensions;
create extension if not exists btree_gist with schema extensions;

-- Roles belong to the whole PostgreSQL cluster, so another database may have created them.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- The server's connection switches to these roles for each request (set_config('role', ...)).
grant anon, authenticated, service_role to current_user;

grant usage on schema public, extensions to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- current_setting(..., true) returns '' once a transaction-local setting has ended on a pooled
-- connection, hence nullif before each cast.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(coalesce(
    current_setting('request.jwt.claim.sub', true),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  ), '')::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select nullif(coalesce(
    current_setting('request.jwt.claim.role', true),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  ), '')::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select nullif(coalesce(
    current_setting('request.jwt.claim.email', true),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
  ), '')::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;
