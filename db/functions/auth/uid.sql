-- current_setting(..., true) returns '' once a transaction-local setting has ended on the
-- connection (a realtime channel check sets request.jwt.claim.sub), hence nullif on each.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  ), '')::uuid
$$;

grant execute on function auth.uid() to public, anon, authenticated, service_role;
