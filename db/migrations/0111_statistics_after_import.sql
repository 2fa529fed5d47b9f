-- Issue 25 point 1: after a bulk import the planner knows the new rows at once. Autovacuum would
-- analyze public.clients only up to a minute later (PGlite has no autovacuum at all), and until
-- then a business that just imported its thousands of clients gets plans made for an empty
-- table. ANALYZE may run inside the import's transaction: it samples the rows the transaction
-- itself added, and its statistics are committed with them.
--
-- The import moves to the app schema (out of the data API's reach) and is wrapped there, rather
-- than copied into a new definition: its rules stay in one place, 0045. It keeps its name, which
-- its body uses to qualify its arguments.
alter function public.import_clients(uuid, jsonb) set schema app;
revoke execute on function app.import_clients(uuid, jsonb) from authenticated, service_role;

create function public.import_clients(tenant_id uuid, rows jsonb)
returns table (row_number int, outcome text, code text, message text, client_id uuid)
language plpgsql security definer set search_path = ''
as $$
declare
  created int := 0;
  known real;
begin
  for row_number, outcome, code, message, client_id in
    select * from app.import_clients(import_clients.tenant_id, import_clients.rows)
  loop
    if outcome = 'created' then
      created := created + 1;
    end if;
    return next;
  end loop;
  -- Autovacuum's own rule (50 rows and a tenth of the table: its default thresholds), applied
  -- at once rather than within the next minute.
  select greatest(c.reltuples, 0) into known from pg_catalog.pg_class c
  where c.oid = 'public.clients'::regclass;
  if created > 50 + 0.1 * known then
    analyze public.clients;
  end if;
end
$$;

revoke execute on function public.import_clients(uuid, jsonb) from public, anon;
grant execute on function public.import_clients(uuid, jsonb) to authenticated, service_role;
