-- What an email's unsubscribe link shows, to whoever holds it (no sign-in: the token is the
-- key): the business, and whether that client's reminders are still on. Nothing changes: the
-- page asks first, since mail scanners open links (public.unsubscribe_with_token does it).
create or replace function public.unsubscribe_by_token(token text) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  result jsonb;
begin
  select jsonb_build_object('business', t.name, 'reminders_off', c.reminders_off)
  into result
  from messaging.unsubscribe_client(unsubscribe_by_token.token) u
  join public.clients c on c.tenant_id = u.tenant_id and c.id = u.client_id
  join public.tenants t on t.id = c.tenant_id;
  if result is null then
    perform app.raise_error('unsubscribe_not_found',
      'This unsubscribe link is not one we sent: open it again from the email, whole.', 404);
  end if;
  return result;
end
$$;

revoke execute on function public.unsubscribe_by_token(text) from public;
grant execute on function public.unsubscribe_by_token(text) to anon, authenticated, service_role;
