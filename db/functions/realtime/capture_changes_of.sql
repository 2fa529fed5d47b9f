-- Starts recording the changes of a table of `public` for postgres_changes (decision 0039). The
-- trigger is `enable always`, so it records even under session_replication_role = replica
-- (a bulk load that turns the other triggers off still tells subscribers).
create or replace function realtime.capture_changes_of(target regclass) returns void
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

-- Callable by anyone, as the event trigger runs as whoever creates the table: adding a trigger
-- needs the table's ownership anyway.
grant execute on function realtime.capture_changes_of(regclass) to public;
