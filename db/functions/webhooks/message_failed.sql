-- The messages' trigger (migration 0355): a message to a client that failed for good (its
-- retries spent or refused) is message.failed. Emails to staff are not a client's.
create or replace function webhooks.message_failed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.status <> 'failed' or old.status = 'failed' or new.client_id is null
     or not webhooks.active(new.tenant_id) then
    return null;
  end if;
  perform webhooks.queue(new.tenant_id, 'message.failed',
    jsonb_build_object('message_id', new.id, 'client_id', new.client_id, 'kind', new.kind,
                       'channel', new.channel, 'to', new.to_address,
                       'booking_id', new.booking_id, 'enrollment_id', new.enrollment_id,
                       'error', new.last_error, 'failed_at', new.failed_at));
  return null;
end
$$;

revoke execute on function webhooks.message_failed() from public;
