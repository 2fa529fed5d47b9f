-- Staff send a client a message again (the Messages tab's Resend): a copy of a sent or failed
-- message, to the same address by the same channel, as a new outbox row whose key is the
-- original's with `:resend:<n>`, so the de-duplication of (event, recipient, channel) still
-- holds and the copy shows as a row of its own. Not a reminder or a text the client has
-- turned off since. Returns the new row's id.
create or replace function public.resend_message(tenant_id uuid, message_id uuid) returns uuid
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  original messaging.messages;
  client public.clients;
  base text;
  copy uuid;
begin
  perform app.require_user();
  if resend_message.tenant_id is null
     or resend_message.tenant_id not in (select app.staff_tenants()) then
    perform app.raise_error('forbidden', 'Only the staff of this business resend its messages.', 403);
  end if;
  select * into original from messaging.messages m
  where m.tenant_id = resend_message.tenant_id and m.id = resend_message.message_id;
  if original.id is null then
    perform app.raise_error('message_not_found', 'There is no such message of this business.', 404);
  end if;
  if original.status not in ('sent', 'failed') then
    perform app.raise_error('message_not_finished',
      'This message is still being sent: wait until it is sent or has failed.', 409);
  end if;
  select * into client from public.clients c
  where c.tenant_id = original.tenant_id and c.id = original.client_id;
  if original.channel = 'sms' and client.texts_off then
    perform app.raise_error('client_opted_out', 'This client has turned text messages off.', 409);
  end if;
  if original.kind = 'reminder' and client.reminders_off then
    perform app.raise_error('client_opted_out', 'This client has turned reminders off.', 409);
  end if;
  -- Serialises resends of one message, so two at once get numbers of their own.
  perform 1 from messaging.messages m
  where m.tenant_id = original.tenant_id and m.id = original.id for update;
  base := regexp_replace(original.event_key, ':resend:[0-9]+$', '');
  insert into messaging.messages
    (tenant_id, event_key, kind, channel, to_address, client_id, user_id, enrollment_id,
     booking_id, snapshot)
  select original.tenant_id,
         base || ':resend:' || (
           select count(*) + 1 from messaging.messages m
           where m.tenant_id = original.tenant_id and m.channel = original.channel
             and m.to_address = original.to_address
             and m.event_key like base || ':resend:%'),
         original.kind, original.channel, original.to_address, original.client_id,
         original.user_id, original.enrollment_id, original.booking_id, original.snapshot
  returning id into copy;
  perform pg_notify('messaging', '');
  return copy;
end
$$;

revoke execute on function public.resend_message(uuid,uuid) from public;
grant execute on function public.resend_message(uuid,uuid) to authenticated, service_role;
