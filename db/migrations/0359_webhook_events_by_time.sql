-- The old events webhooks.prune forgets, found in time order.
create index events_by_time on webhooks.events (occurred_at);
