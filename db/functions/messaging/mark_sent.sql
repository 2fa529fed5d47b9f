-- The messages a worker handed over: sent. Only while that worker still holds their lease, so
-- a worker whose lease lapsed cannot overwrite what another did. Returns how many it marked.
create or replace function messaging.mark_sent(worker text, tenants uuid[], ids uuid[])
returns int
language plpgsql
as $$
declare
  marked int;
begin
  update messaging.messages m
  set status = 'sent', sent_at = clock_timestamp(), leased_by = null, lease_expires_at = null,
      last_error = null
  from unnest(mark_sent.tenants, mark_sent.ids) as done (tenant_id, id)
  where m.tenant_id = done.tenant_id and m.id = done.id
    and m.status = 'sending' and m.leased_by = mark_sent.worker;
  get diagnostics marked = row_count;
  return marked;
end
$$;
