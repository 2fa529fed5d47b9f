-- How long a change can be undone after it was made (issue 38, point 4; docs/user-guide.md, "Audit trail and undo").
create or replace function audit.undo_window() returns interval
language sql immutable
as $$ select interval '24 hours' $$;

revoke execute on function audit.undo_window() from public;
-- What public.audit_trail calls as its reader: whether an entry can be undone, and until when.
grant execute on function audit.undo_window() to authenticated, service_role;
