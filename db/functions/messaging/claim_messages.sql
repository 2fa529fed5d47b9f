-- A worker takes up to `batch` messages that are due, leasing each for lease_seconds: several
-- server processes on one database skip each other's rows (for update skip locked), so each
-- message is taken by one. A lease that lapsed (its worker died mid-send) makes the message
-- due again; after max_attempts such lapses it fails instead of being taken forever. The
-- attempt is counted when taken, so a message that kills its worker still runs out of tries.
create or replace function messaging.claim_messages(
  worker text, batch int, lease_seconds int, max_attempts int
) returns setof messaging.messages
language plpgsql
as $$
begin
  update messaging.messages m
  set status = case when m.attempts >= claim_messages.max_attempts then 'failed' else 'pending' end,
      failed_at = case when m.attempts >= claim_messages.max_attempts then clock_timestamp() end,
      last_error = 'The worker sending it stopped before it finished (its lease lapsed).',
      next_attempt_at = clock_timestamp(), leased_by = null, lease_expires_at = null
  from (
    select tenant_id, id from messaging.messages
    where status = 'sending' and lease_expires_at <= clock_timestamp()
    order by lease_expires_at
    limit claim_messages.batch
    for update skip locked
  ) lapsed
  where m.tenant_id = lapsed.tenant_id and m.id = lapsed.id;

  return query
  update messaging.messages m
  set status = 'sending', leased_by = claim_messages.worker, attempts = m.attempts + 1,
      lease_expires_at = clock_timestamp() + make_interval(secs => claim_messages.lease_seconds)
  from (
    select tenant_id, id from messaging.messages
    where status = 'pending' and next_attempt_at <= clock_timestamp()
    order by next_attempt_at
    limit claim_messages.batch
    for update skip locked
  ) due
  where m.tenant_id = due.tenant_id and m.id = due.id
  returning m.*;
end
$$;
