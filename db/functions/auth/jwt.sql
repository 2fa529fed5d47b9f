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

grant execute on function auth.jwt() to public, anon, authenticated, service_role;
