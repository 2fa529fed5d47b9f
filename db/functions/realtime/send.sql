-- Broadcast from the database, as on Supabase: the message goes out on the channel `topic` to
-- its public or (by default) private subscribers, with the transaction's commit: rolled back,
-- it is never sent. Security definer, and executable by service_role only: a trigger that
-- calls it is itself a security definer function, so that no caller can broadcast on any topic
-- by calling it directly (decision 0039).
create or replace function realtime.send(
  payload jsonb,
  event text,
  topic text,
  private boolean default true
) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  -- The transaction's id first: the readers of realtime.changes rely on every row's writer
  -- holding one before the row takes its number (change-cursor.ts).
  perform pg_current_xact_id();
  insert into realtime.changes (schema_name, table_name, kind, record)
  values (
    'realtime',
    'messages',
    'BROADCAST',
    jsonb_build_object('payload', payload, 'event', event, 'topic', topic, 'private', private)
  );
  perform pg_notify('realtime_changes', '');
end
$$;

revoke execute on function realtime.send(jsonb, text, text, boolean) from public, anon, authenticated;
grant execute on function realtime.send(jsonb, text, text, boolean) to service_role;
