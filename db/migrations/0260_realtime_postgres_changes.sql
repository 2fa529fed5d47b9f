-- postgres_changes for /realtime/v1 (issue 21, step 2; decision 0039). Every table of `public`
-- records its row changes in realtime.changes through a trigger, and each server process reads
-- them itself after a NOTIFY, then sends each subscriber what its role's policies let it see.
-- realtime.send puts a broadcast in the same log. The trigger functions are created here
-- because the triggers need them now; db/functions/realtime/ states them from then on.

create unlogged table realtime.changes (
  id bigint generated always as identity primary key,
  schema_name text not null,
  table_name text not null,
  -- INSERT, UPDATE, DELETE, or BROADCAST (realtime.send).
  kind text not null,
  record jsonb,
  old_record jsonb,
  -- When the row was recorded (Supabase sends the commit's time; this is close to it).
  recorded_at timestamptz not null default clock_timestamp()
);
create index changes_recorded_at on realtime.changes (recorded_at);

create function realtime.capture_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into realtime.changes (schema_name, table_name, kind, record, old_record)
  values (
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end,
    case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end
  );
  perform pg_notify('realtime_changes', '');
  return null;
end
$$;

create function realtime.capture_changes_of(target regclass) returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format(
    'create or replace trigger realtime_capture after insert or update or delete on %s
       for each row execute function realtime.capture_change()',
    target
  );
  execute format('alter table %s enable always trigger realtime_capture', target);
end
$$;

create function realtime.capture_new_tables() returns event_trigger
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

select realtime.capture_changes_of(c.oid::regclass)
from pg_class c
where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition;

create event trigger realtime_capture_new_tables on ddl_command_end
  when tag in ('CREATE TABLE')
  execute function realtime.capture_new_tables();
