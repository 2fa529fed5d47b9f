-- Undoes the caller's last change of a record that can be undone, from the confirmation that
-- follows it ("Place cancelled. Undo"): the screen knows the place, the session, the note or the
-- client, not the trail's entry. As public.undo_change otherwise.
create or replace function public.undo_last_change(subject text, record_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := app.require_user();
  found_id bigint;
begin
  select e.id into found_id
  from audit.entries e
  where e.record_id = undo_last_change.record_id and e.subject = undo_last_change.subject
    and e.actor_user_id = caller
    and audit.undo_kind(e.subject, e.action, e.after) is not null
  order by e.id desc limit 1;
  if found_id is null then
    perform app.raise_error('change_not_found', 'There is no such change to undo.', 404);
  end if;
  return audit.undo(audit.undoable_by(found_id, caller), caller);
end
$$;

revoke execute on function public.undo_last_change(text, uuid) from public;
grant execute on function public.undo_last_change(text, uuid) to authenticated, service_role;
