-- The business a business-brand file belongs to, from its name `{tenant_id}/{file name}`, or
-- null when the name has another shape (no policy lets such a name through).
create or replace function app.brand_file_tenant(name text) returns uuid
language sql immutable
as $$
  select case
    when array_length(parts, 1) = 2
     and parts[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     and parts[2] <> ''
    then parts[1]::uuid
  end
  from (select string_to_array(name, '/') as parts) named
$$;

grant execute on function app.brand_file_tenant(text) to public, anon, authenticated, service_role;
