-- The entry the caller may undo (audit.undo): any of their business's to its owners and admins;
-- their own to the staff member or client who made the change. Anyone else is told there is no
-- such change.
create or replace function audit.undoable_by(entry_id bigint, caller uuid)
returns audit.entries
language plpgsql stable
set search_path = ''
as $$
declare
  entry audit.entries;
begin
  select * into entry from audit.entries e where e.id = undoable_by.entry_id;
  if entry.id is null
     or not (entry.tenant_id in (select app.admin_tenants())
             or entry.actor_user_id = caller
                and (entry.tenant_id in (select app.staff_tenants())
                     or entry.tenant_id in (select app.client_tenants()))) then
    perform app.raise_error('change_not_found', 'There is no such change to undo.', 404);
  end if;
  return entry;
end
$$;

revoke execute on function audit.undoable_by(bigint, uuid) from public;
