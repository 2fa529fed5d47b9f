-- Who is making the change, from the request's settings (src/server/db/with-request-role.ts):
-- a signed-in member of the business is staff and anyone else signed in a client; the anon key
-- alone is a visitor (the public booking page); the service_role key sent to the data API is an
-- API key. With no request at all (the server's workers, its own connection), the system.
create or replace function audit.actor(tenant uuid, out kind text, out user_id uuid)
language plpgsql stable
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
begin
  case claims ->> 'role'
    when 'authenticated' then
      user_id := nullif(claims ->> 'sub', '')::uuid;
      kind := case when exists (select from public.memberships m
                                where m.tenant_id = tenant and m.user_id = actor.user_id)
                   then 'staff' else 'client' end;
    when 'anon' then
      kind := 'visitor';
    when 'service_role' then
      kind := case when headers ? 'apikey' or headers ? 'authorization'
                   then 'api_key' else 'system' end;
    else
      kind := 'system';
  end case;
end
$$;

revoke execute on function audit.actor(uuid) from public;
