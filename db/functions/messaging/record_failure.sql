-- A delivery that failed: tried again retry_after_ms from now, or (null: a permanent refusal,
-- or the last attempt) failed for good, keeping the reason either way.
create or replace function messaging.record_failure(
  worker text, tenant uuid, message uuid, error text, retry_after_ms int
) returns void
language sql
as $$
  update messaging.messages
  set status = case when record_failure.retry_after_ms is null then 'failed' else 'pending' end,
      next_attempt_at = case when record_failure.retry_after_ms is null then next_attempt_at
        else clock_timestamp() + make_interval(secs => record_failure.retry_after_ms / 1000.0) end,
      failed_at = case when record_failure.retry_after_ms is null then clock_timestamp() end,
      last_error = left(record_failure.error, 2000), leased_by = null, lease_expires_at = null
  where tenant_id = record_failure.tenant and id = record_failure.message
    and status = 'sending' and leased_by = record_failure.worker
$$;
