-- The unsubscribe page's button: turns the reminders off for the client record the emailed
-- token names (messaging.unsubscribe), signed in or not: the token is the key.
create or replace function public.unsubscribe_with_token(token text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  result jsonb := messaging.unsubscribe(unsubscribe_with_token.token);
begin
  if result is null then
    perform app.raise_error('unsubscribe_not_found',
      'This unsubscribe link is not one we sent: open it again from the email, whole.', 404);
  end if;
  return result;
end
$$;

revoke execute on function public.unsubscribe_with_token(text) from public;
grant execute on function public.unsubscribe_with_token(text) to anon, authenticated, service_role;
