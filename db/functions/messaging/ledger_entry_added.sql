-- After a payment, refund or charge is recorded (deferred to the commit): the client's receipt or fee notice.
-- Security definer: the request's role may not touch the outbox.
create or replace function messaging.ledger_entry_added() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_ledger_entry(new.tenant_id, new.id);
  return null;
end
$$;
