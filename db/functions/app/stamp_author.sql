-- Who wrote a row is the signed-in caller, whatever the request says: a staff member cannot
-- write a note, a template version or a timetable in a colleague's name. Without a user (the
-- service role, the server itself) the given value stands, for imports and the demo data.
create or replace function app.stamp_author() returns trigger
language plpgsql
as $$
begin
  if auth.uid() is not null then
    new := jsonb_populate_record(new, jsonb_build_object(tg_argv[0], auth.uid()));
  end if;
  return new;
end
$$;
