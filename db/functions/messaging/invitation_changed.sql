-- After an invitation is made or renewed (deferred to the commit): the email to the invited address.
-- Security definer: the request's role may not touch the outbox.
create or replace function messaging.invitation_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_invitation(new.tenant_id, new.id);
  return null;
end
$$;
