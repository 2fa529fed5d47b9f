-- Claims up to `batch` due deliveries for one worker (src/server/webhooks/delivery-worker.ts):
-- pending, due, of an endpoint switched on (or asked for by a person), locked with
-- `for update skip locked` so two processes never take one, and leased: the claim moves their
-- next attempt to the lease's end, so a process that dies leaves them due again then. Answers
-- what to send: the address, the exact body, the message id and the secrets that sign it (the
-- previous one too until it expires).
create or replace function webhooks.claim_deliveries(batch int, lease interval)
returns table (tenant_id uuid, id uuid, endpoint_id uuid, attempt int, message_id text,
               url text, secrets text[], body text)
language plpgsql security definer set search_path = ''
as $$
begin
  return query
  with due as (
    select d.tenant_id, d.id from webhooks.deliveries d
    join webhooks.endpoints e on e.tenant_id = d.tenant_id and e.id = d.endpoint_id
    where d.state = 'pending' and d.next_attempt_at <= now() and (e.enabled or d.manual)
    order by d.next_attempt_at
    limit batch
    for update of d skip locked
  ), claimed as (
    update webhooks.deliveries d
    set attempts = d.attempts + 1, lease_until = now() + lease, next_attempt_at = now() + lease
    from due
    where d.tenant_id = due.tenant_id and d.id = due.id
    returning d.*
  )
  select c.tenant_id, c.id, c.endpoint_id, c.attempts, c.message_id, e.url,
         array_remove(array[e.secret, case when e.previous_secret_expires_at > now()
                                           then e.previous_secret end], null),
         webhooks.body(ev)::text
  from claimed c
  join webhooks.endpoints e on e.tenant_id = c.tenant_id and e.id = c.endpoint_id
  join webhooks.events ev on ev.tenant_id = c.tenant_id and ev.id = c.event_id;
end
$$;

revoke execute on function webhooks.claim_deliveries(int, interval) from public;
