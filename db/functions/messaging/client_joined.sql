-- After a client record gets an account (deferred to the commit): the documents to sign before a first booking.
-- Security definer: the request's role may not touch the outbox.
create or replace function messaging.client_joined() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_documents_to_sign(new.tenant_id, new.id);
  return null;
end
$$;
