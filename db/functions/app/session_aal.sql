create or replace function app.session_aal() returns text
language sql stable
as $$ select coalesce(auth.jwt() ->> 'aal', 'aal1') $$;

grant execute on function app.session_aal() to public, anon, authenticated, service_role;
