-- The private channel a policy on realtime.messages is being asked about (its name without
-- `realtime:`), as on Supabase; null outside such a check.
create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

grant execute on function realtime.topic() to public, anon, authenticated, service_role;
