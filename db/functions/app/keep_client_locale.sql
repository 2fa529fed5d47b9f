-- A client who books for themselves keeps the language they book in (clients.locale), which
-- their messages are in unless their account names one (messaging.message_locale). Staff
-- booking for a client leave it as it is: the desk's language is not the client's.
create or replace function app.keep_client_locale(tenant uuid, client uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  spoken text := app.request_locale();
begin
  if spoken is null then
    return;
  end if;
  update public.clients c set locale = spoken
  where c.tenant_id = keep_client_locale.tenant and c.id = keep_client_locale.client
    and c.user_id = auth.uid() and c.locale is distinct from spoken;
end
$$;

revoke execute on function app.keep_client_locale(uuid,uuid) from public;
grant execute on function app.keep_client_locale(uuid,uuid) to authenticated, service_role;
