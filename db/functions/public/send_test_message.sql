-- "Send me a test" (Settings › Notifications): puts one message of a kind, filled with sample
-- data and worded as the business saved it, in the outbox to the calling owner's own email,
-- for the normal worker to deliver, even when the kind is turned off. Only the kinds the screen
-- offers (messaging.message_kinds). In `locale`, the language the owner words and previews in
-- (null: the business's default; one not of the four is refused by messages_locale_known), with
-- the wording of that language. Owners only, at most 5 in 10 minutes each per business: it
-- sends email on their behalf. Returns where it went.
create or replace function public.send_test_message(tenant_id uuid, kind text, locale text default null)
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := app.require_user();
  address text;
  sent_lately int;
  event text := 'test:' || gen_random_uuid();
begin
  if send_test_message.tenant_id is null
     or send_test_message.tenant_id not in (select app.owner_tenants()) then
    perform app.raise_error('forbidden', 'Only an owner of this business sends test messages.', 403);
  end if;
  if not exists (select 1 from messaging.message_kinds() k where k.kind = send_test_message.kind) then
    perform app.raise_error('unknown_kind', format(
      'There is no message of kind "%s" to send as a test: choose one of Settings › Notifications.',
      left(coalesce(send_test_message.kind, ''), 80)));
  end if;
  select u.email into address from auth.users u where u.id = caller;
  if nullif(btrim(address), '') is null then
    perform app.raise_error('no_email', 'Your account has no email address to send the test to.');
  end if;
  select count(*) into sent_lately from messaging.messages m
  where m.tenant_id = send_test_message.tenant_id and m.user_id = caller
    and m.event_key like 'test:%' and m.created_at > now() - interval '10 minutes';
  if sent_lately >= 5 then
    perform app.raise_error('too_many_tests',
      'You sent 5 tests in the last 10 minutes. Wait a few minutes before sending another.', 429);
  end if;

  insert into messaging.messages
    (tenant_id, event_key, kind, channel, to_address, user_id, snapshot, locale)
  select send_test_message.tenant_id, event, send_test_message.kind, 'email', address, caller,
         messaging.sample_snapshot(send_test_message.tenant_id, 'Sam Sample'),
         coalesce(send_test_message.locale,
                  (select t.locale from public.tenants t where t.id = send_test_message.tenant_id));
  perform pg_notify('messaging', '');
  return jsonb_build_object('event_key', event, 'to', address);
end
$$;

revoke execute on function public.send_test_message(uuid,text,text) from public;
grant execute on function public.send_test_message(uuid,text,text) to authenticated, service_role;
