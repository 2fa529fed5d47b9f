-- Refuses an endpoint's events: none chosen, or a name not in the contract (the test ping is
-- sent, never subscribed to). Answers them without repeats, in the order given.
create or replace function webhooks.check_events(events text[]) returns text[]
language plpgsql immutable set search_path = ''
as $$
declare
  unknown text;
begin
  if events is null or cardinality(events) = 0 then
    perform app.raise_error('no_webhook_events', 'Choose at least one event.');
  end if;
  select e into unknown from unnest(events) e
  where e is null or not e = any (webhooks.event_types()) limit 1;
  if found then
    perform app.raise_error('unknown_webhook_event',
      format('There is no event %s.', coalesce(unknown, 'without a name')));
  end if;
  return array(select e from unnest(events) with ordinality u (e, n)
               group by e order by min(n));
end
$$;

revoke execute on function webhooks.check_events(text[]) from public;
