-- A read asked for while a calendar is being read (a provider's push, "sync now") is kept until
-- that read ends: calendars.finish_sync then leaves the calendar due at once, instead of setting
-- its next read minutes away over the request, since the read under way may have begun before
-- the change it was told of (decision 0065). calendars.claim_syncs clears it as a read begins.
alter table calendars.calendars add column sync_asked_at timestamptz;

-- The worker's bookkeeping is not a change anybody made (docs/decisions/0068).
drop trigger calendars_audit on calendars.calendars;
create trigger calendars_audit after insert or update or delete on calendars.calendars
  for each row execute function audit.record_change('calendar', 'id',
    'sync_state', 'next_sync_at', 'synced_at', 'sync_error_code', 'sync_error_at', 'sync_failures',
    'push_id', 'push_resource', 'push_token', 'push_expires_at', 'push_due_at', 'sync_asked_at');
