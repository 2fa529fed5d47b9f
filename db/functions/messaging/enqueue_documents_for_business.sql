-- A business asked for a document after clients joined (turned documents on, made a template
-- required or active again, published a version): each client it now stops from booking for
-- themselves (an account, active, no place yet, something required unsigned) is sent what to
-- sign, as a newcomer is (messaging.enqueue_documents_to_sign). Its key names each document's
-- version, so a client is told once per version, and not again for a change that asks nothing
-- new of them; those who signed are not told. Runs at the commit of the change.
create or replace function messaging.enqueue_documents_for_business(tenant uuid)
returns void
language plpgsql
as $$
declare
  client record;
begin
  if not coalesce((select t.documents_before_first_booking from public.tenants t
                   where t.id = enqueue_documents_for_business.tenant), false) then
    return;
  end if;
  for client in
    select c.id from public.clients c
    where c.tenant_id = enqueue_documents_for_business.tenant and c.user_id is not null
      and c.status = 'active'
  loop
    perform messaging.enqueue_documents_to_sign(enqueue_documents_for_business.tenant, client.id);
  end loop;
end
$$;
