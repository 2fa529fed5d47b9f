-- Records one attempt of a claimed delivery (src/server/webhooks/delivery-worker.ts): its
-- status, time and error in the log; delivered on a 2xx answer, else due again after the next
-- wait of webhooks.settings.retry_seconds, or failed when they are spent. The endpoint keeps
-- its last attempt and since when it fails; one whose delivery fails for good with nothing
-- delivered to it since that delivery's first attempt (more than a day of failures with the
-- real waits) is switched off, and the business's owners are told (webhooks.switch_off). An attempt
-- of a claim that lapsed (another process took it since) is not recorded twice.
create or replace function webhooks.finish_delivery(
  tenant uuid, delivery uuid, attempt int, attempted_at timestamptz, status int, error text,
  duration_ms int
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  waits int[] := (select s.retry_seconds from webhooks.settings s);
  finished webhooks.deliveries;
  ok boolean := error is null;
begin
  update webhooks.deliveries d
  set state = case when ok then 'delivered'
                   when d.attempts > cardinality(waits) then 'failed' else 'pending' end,
      next_attempt_at = case when not ok and d.attempts <= cardinality(waits)
                             then now() + make_interval(secs => waits[d.attempts]) end,
      delivered_at = case when ok then now() end,
      lease_until = null, last_status = finish_delivery.status, last_error = error,
      last_attempt_at = attempted_at
  where d.tenant_id = tenant and d.id = delivery and d.attempts = attempt and d.state = 'pending'
  returning d.* into finished;
  if finished.id is null then
    return;
  end if;
  insert into webhooks.attempts (tenant_id, delivery_id, number, attempted_at, status,
                                 duration_ms, error)
  values (tenant, delivery, attempt, attempted_at, finish_delivery.status, duration_ms, error);
  update webhooks.endpoints e
  set last_delivery_at = attempted_at, last_status = finish_delivery.status,
      failing_since = case when ok then null else coalesce(e.failing_since, attempted_at) end
  where e.tenant_id = tenant and e.id = finished.endpoint_id;
  if finished.state = 'failed' and not finished.manual and exists (
       select 1 from webhooks.endpoints e
       where e.tenant_id = tenant and e.id = finished.endpoint_id and e.enabled
         and e.failing_since <= (select min(a.attempted_at) from webhooks.attempts a
                                 where a.tenant_id = tenant and a.delivery_id = delivery)) then
    perform webhooks.switch_off(tenant, finished.endpoint_id);
  end if;
end
$$;

revoke execute on function webhooks.finish_delivery(uuid, uuid, int, timestamptz, int, text, int) from public;
