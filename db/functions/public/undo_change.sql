-- Undoes a change from the audit trail (issue 38, point 4): the action an entry belongs to, as
-- audit.undo says. Owners and admins undo any of their business's; a staff member or a client
-- their own. Answers what was undone and how many changes were put back.
create or replace function public.undo_change(entry_id bigint) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := app.require_user();
begin
  return audit.undo(audit.undoable_by(undo_change.entry_id, caller), caller);
end
$$;

revoke execute on function public.undo_change(bigint) from public;
grant execute on function public.undo_change(bigint) to authenticated, service_role;
