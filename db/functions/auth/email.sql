-- current_setting(..., true) returns '' once a transaction-local setting has ended on the
-- connection (a realtime channel check sets request.jwt.claim.sub), hence nullif on each.
create or replace function auth.email() returns text
language sql stable
as $$
  select nullif(coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
  ), '')::text
$$;

grant execute on function auth.email() to public, anon, authenticated, service_role;
