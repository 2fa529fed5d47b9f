-- After a business asks for more before a first booking (deferred to the commit): the clients
-- it now stops are sent what to sign. Security definer: the request's role may not touch the
-- outbox.
create or replace function messaging.documents_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_table_name = 'tenants' then
    perform messaging.enqueue_documents_for_business(new.id);
  else
    perform messaging.enqueue_documents_for_business(new.tenant_id);
  end if;
  return null;
end
$$;
