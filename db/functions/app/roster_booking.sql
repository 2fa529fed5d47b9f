-- The booking whose roster a realtime topic `roster:<booking id>` names, or null for any other
-- topic (migration 0280's presence policies); malformed ids are null, never an error.
create or replace function app.roster_booking(topic text) returns uuid
language sql immutable
as $$
  select case
    when topic ~ '^roster:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then substr(topic, 8)::uuid
  end
$$;

grant execute on function app.roster_booking(text) to public, anon, authenticated, service_role;
