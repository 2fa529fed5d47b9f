-- Forgets up to `batch` events older than `kept` none of whose deliveries is still pending, with
-- their deliveries and attempts (on delete cascade), oldest first; answers how many. One server
-- process at a time runs it, in turns (src/server/webhooks/event-pruning.ts): the delivery log
-- and "Send again" reach back as far as events are kept (docs/user-guide.md, "Webhooks").
create or replace function webhooks.prune(kept interval, batch int) returns int
language sql security definer set search_path = ''
as $$
  with old as (
    select e.tenant_id, e.id from webhooks.events e
    where e.occurred_at < now() - kept
      and not exists (
        select from webhooks.deliveries d
        where d.tenant_id = e.tenant_id and d.event_id = e.id and d.state = 'pending')
    order by e.occurred_at
    limit batch
    for update skip locked
  ), gone as (
    delete from webhooks.events e using old
    where e.tenant_id = old.tenant_id and e.id = old.id
    returning 1
  )
  select count(*)::int from gone
$$;

revoke execute on function webhooks.prune(interval, int) from public;
