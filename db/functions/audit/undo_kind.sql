-- Which of the actions that can be undone (issue 38, point 4) an entry is, or null: a place or
-- a session cancelled, a check-in (present or late), a no-show mark, a removed note and an
-- archived client. audit.undo undoes the whole transaction the entry was written in.
create or replace function audit.undo_kind(subject text, action text, after jsonb)
returns text
language sql immutable
set search_path = ''
as $$
  select case
    when subject = 'place' and action = 'update'
         and after ->> 'status' in ('cancelled', 'late_cancelled') then 'cancellation'
    when subject = 'booking' and action = 'update' and after ->> 'status' = 'cancelled'
      then 'cancellation'
    when subject = 'attendance' and action in ('insert', 'update')
         and after ->> 'status' in ('present', 'late') then 'check_in'
    when subject = 'attendance' and action in ('insert', 'update')
         and after ->> 'status' = 'absent' then 'no_show'
    when subject = 'note' and action = 'delete' then 'removed_note'
    when subject = 'client' and action = 'update' and after ->> 'status' = 'archived'
      then 'archived_client'
  end
$$;

revoke execute on function audit.undo_kind(text, text, jsonb) from public;
-- What public.audit_trail calls as its reader: whether an entry can be undone, and until when.
grant execute on function audit.undo_kind(text, text, jsonb) to authenticated, service_role;
