-- The calendars a server found in an account, as add_connection keeps them: one row per remote id
-- (the first listed wins), a name that is never empty, a colour in #rrggbb only (CalDAV servers
-- also send #rrggbbaa: the alpha is dropped), writable and primary false unless said.
create or replace function calendars.found_calendars(listed jsonb)
returns table (
  remote_id text, name text, colour text, writable boolean, is_primary boolean, place bigint
)
language sql immutable set search_path = ''
as $$
  select distinct on (left(f.value ->> 'remote_id', 2000))
    left(f.value ->> 'remote_id', 2000),
    left(coalesce(nullif(btrim(f.value ->> 'name'), ''), f.value ->> 'remote_id'), 300),
    case when f.value ->> 'colour' ~ '^#[0-9a-fA-F]{6}' then left(f.value ->> 'colour', 7) end,
    coalesce((f.value ->> 'writable')::boolean, false),
    coalesce((f.value ->> 'primary')::boolean, false),
    f.ordinality
  from jsonb_array_elements(
         case when jsonb_typeof(listed) = 'array' then listed else '[]'::jsonb end
       ) with ordinality f
  where jsonb_typeof(f.value) = 'object' and coalesce(f.value ->> 'remote_id', '') <> ''
  order by left(f.value ->> 'remote_id', 2000), f.ordinality
$$;

revoke execute on function calendars.found_calendars(jsonb) from public;
