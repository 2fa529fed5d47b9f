-- The ledger's totals over what the transactions screen shows: the same filters (time range,
-- kind, method, client name) added up in the database, however many pages there are. Net is
-- the money taken: payments less refunds.
create or replace function public.ledger_totals(
  tenant_id uuid,
  "from" timestamptz default null,
  "to" timestamptz default null,
  kind text default null,
  method text default null,
  client_search text default null
) returns jsonb
language plpgsql stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  totals jsonb;
  pattern text := '%' || replace(replace(replace(btrim(coalesce(ledger_totals.client_search, '')),
    '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform app.require_staff_of(ledger_totals.tenant_id);
  select jsonb_build_object(
           'count', count(*)::int,
           'payments_minor', coalesce(sum(t.amount_minor) filter (where t.kind = 'payment'), 0)::bigint,
           'refunds_minor', coalesce(sum(t.amount_minor) filter (where t.kind = 'refund'), 0)::bigint,
           'charges_minor', coalesce(sum(t.amount_minor) filter (where t.kind = 'charge'), 0)::bigint,
           'adjustments_minor', coalesce(sum(t.amount_minor) filter (where t.kind = 'adjustment'), 0)::bigint,
           'net_minor', (coalesce(sum(t.amount_minor) filter (where t.kind = 'payment'), 0)
                       - coalesce(sum(t.amount_minor) filter (where t.kind = 'refund'), 0))::bigint)
    into totals
  from public.transactions t
  join public.clients c on c.tenant_id = t.tenant_id and c.id = t.client_id
  where t.tenant_id = ledger_totals.tenant_id
    and (ledger_totals."from" is null or t.created_at >= ledger_totals."from")
    and (ledger_totals."to" is null or t.created_at < ledger_totals."to")
    and (ledger_totals.kind is null or t.kind = ledger_totals.kind)
    and (ledger_totals.method is null or t.method = ledger_totals.method)
    and (btrim(coalesce(ledger_totals.client_search, '')) = '' or c.full_name ilike pattern);
  return totals;
end
$$;

revoke execute on function public.ledger_totals(uuid,timestamp with time zone,timestamp with time zone,text,text,text) from public;
grant execute on function public.ledger_totals(uuid,timestamp with time zone,timestamp with time zone,text,text,text) to authenticated, service_role;
