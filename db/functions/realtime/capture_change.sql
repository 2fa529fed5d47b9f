-- Records one row's change for /realtime/v1's postgres_changes (decision 0039): the row before
-- and after as JSON, in realtime.changes, and wakes every server process with one NOTIFY per
-- transaction (NOTIFY folds repeats of the same text within a transaction). Security definer:
-- it runs as whoever changed the row, and nobody else may write realtime.changes.
create or replace function realtime.capture_change() returns trigger
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

revoke execute on function realtime.capture_change() from public;
