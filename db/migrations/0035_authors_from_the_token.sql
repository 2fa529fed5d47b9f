-- Who wrote a row is the signed-in caller, whatever the request says: a staff member cannot
-- write a note, a template version or a timetable in a colleague's name. Without a user (the
-- service role, the server itself) the given value stands, for imports and the demo data.
create function app.stamp_author() returns trigger
language plpgsql
as $$
begin
  if auth.uid() is not null then
    new := jsonb_populate_record(new, jsonb_build_object(tg_argv[0], auth.uid()));
  end if;
  return new;
end
$$;

create trigger client_notes_author before insert or update of author_id on public.client_notes
  for each row execute function app.stamp_author('author_id');
create trigger document_template_versions_author
  before insert or update of created_by on public.document_template_versions
  for each row execute function app.stamp_author('created_by');
create trigger booking_series_author before insert or update of created_by on public.booking_series
  for each row execute function app.stamp_author('created_by');
create trigger transactions_author before insert on public.transactions
  for each row execute function app.stamp_author('created_by');
