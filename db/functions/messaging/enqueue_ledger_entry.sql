-- What the ledger tells the client: a receipt for each payment and each refund, and a notice of
-- a no-show fee (a charge for a place marked no-show). Other charges are not told on their own:
-- a late cancellation's fee is in the cancellation message, a booking's price in its
-- confirmation. The balance is the client's in that currency as the transaction committed.
create or replace function messaging.enqueue_ledger_entry(tenant uuid, entry uuid)
returns void
language plpgsql
as $$
declare
  recorded public.transactions;
  snapshot jsonb;
  kind text;
begin
  select * into recorded from public.transactions t
  where t.tenant_id = enqueue_ledger_entry.tenant and t.id = enqueue_ledger_entry.entry;
  snapshot := messaging.ledger_snapshot(recorded);
  kind := case
    when recorded.kind = 'payment' then 'payment_receipt'
    when recorded.kind = 'refund' then 'refund_receipt'
    when recorded.kind = 'charge' and snapshot #>> '{entry,session,status}' = 'no_show'
      then 'no_show_fee'
  end;
  if kind is null then
    return;
  end if;
  perform messaging.enqueue(recorded.tenant_id, recorded.client_id,
    'transaction:' || recorded.id, kind, snapshot);
end
$$;
