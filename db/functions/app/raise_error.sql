-- Errors for people: PostgREST turns SQLSTATE 'PGRST' into an answer with this status, a stable
-- code and the message (see src/server/rest/database-error.ts).
create or replace function app.raise_error(code text, message text, status int default 400)
returns void
language plpgsql
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', code, 'message', message)::text,
    detail = json_build_object('status', status)::text;
end
$$;

grant execute on function app.raise_error(text,text,integer) to public, anon, authenticated, service_role;
