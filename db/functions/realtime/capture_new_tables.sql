-- A table created in `public` later (by a migration) is recorded for postgres_changes at once,
-- without its migration having to say so (decision 0039).
create or replace function realtime.capture_new_tables() returns event_trigger
language plpgsql
set search_path = ''
as $$
declare
  created record;
begin
  for created in
    select objid from pg_event_trigger_ddl_commands()
    where command_tag = 'CREATE TABLE' and schema_name = 'public' and object_type = 'table'
      -- A partition records through its parent's trigger.
      and not (select relispartition from pg_catalog.pg_class where oid = objid)
  loop
    perform realtime.capture_changes_of(created.objid::regclass);
  end loop;
end
$$;

revoke execute on function realtime.capture_new_tables() from public;
