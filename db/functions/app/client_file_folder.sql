-- The business and client a client-files name belongs to, or null when the name has another
-- shape (no policy lets such a name through).
create or replace function app.client_file_folder(name text) returns uuid[]
language sql immutable
as $$
  select case
    when array_length(parts, 1) = 3
     and parts[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     and parts[2] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then array[parts[1]::uuid, parts[2]::uuid]
  end
  from (select string_to_array(name, '/') as parts) named
$$;

grant execute on function app.client_file_folder(text) to public, anon, authenticated, service_role;
