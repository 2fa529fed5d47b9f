-- A client record is linked to a portal account only by that account's owner (join_tenant, a
-- security definer function), never by a direct write: staff who could set clients.user_id
-- could hand one client's bookings, ledger and documents to another account, or link a record
-- to themselves and sign documents in the client's name. Staff may still remove a link, and
-- service_role (the server's own work) may do both.
create or replace function app.keep_portal_links() returns trigger
language plpgsql
as $$
declare
  linked_before uuid;
begin
  if tg_op = 'UPDATE' then
    linked_before := old.user_id;
  end if;
  if current_user in ('anon', 'authenticated')
     and new.user_id is not null
     and new.user_id is distinct from linked_before then
    perform app.raise_error('portal_link_forbidden',
      'A client links their own account by joining the business; staff can only remove a link.',
      403);
  end if;
  return new;
end
$$;
