-- Puts one event's email to an address that is not a client's (a staff member, an invited
-- person) in the outbox; a second call for the same event and address is a no-op. Runs in the
-- caller's transaction; the NOTIFY reaches the workers when it commits.
create or replace function messaging.enqueue_to_address(
  tenant uuid, to_address text, event_key text, kind text, snapshot jsonb,
  staff uuid default null, "user" uuid default null, booking uuid default null
) returns int
language plpgsql
as $$
declare
  queued int;
begin
  if nullif(btrim(enqueue_to_address.to_address), '') is null then
    return 0;
  end if;
  insert into messaging.messages
    (tenant_id, event_key, kind, channel, to_address, staff_id, user_id, booking_id, snapshot)
  values (enqueue_to_address.tenant, enqueue_to_address.event_key, enqueue_to_address.kind,
          'email', lower(btrim(enqueue_to_address.to_address)), enqueue_to_address.staff,
          enqueue_to_address."user", enqueue_to_address.booking, enqueue_to_address.snapshot)
  on conflict do nothing;
  get diagnostics queued = row_count;
  if queued > 0 then
    perform pg_notify('messaging', '');
  end if;
  return queued;
end
$$;
