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
  kind text;
  session jsonb;
begin
  select * into recorded from public.transactions t
  where t.tenant_id = enqueue_ledger_entry.tenant and t.id = enqueue_ledger_entry.entry;
  if recorded.enrollment_id is not null then
    select jsonb_build_object('service', s.name, 'private', s.kind = 'private',
                              'starts_at', b.starts_at, 'ends_at', b.ends_at,
                              'status', e.status)
      into session
    from public.enrollments e
    join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
    join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
    where e.tenant_id = recorded.tenant_id and e.id = recorded.enrollment_id;
  end if;
  kind := case
    when recorded.kind = 'payment' then 'payment_receipt'
    when recorded.kind = 'refund' then 'refund_receipt'
    when recorded.kind = 'charge' and session ->> 'status' = 'no_show' then 'no_show_fee'
  end;
  if kind is null then
    return;
  end if;
  perform messaging.enqueue(recorded.tenant_id, recorded.client_id,
    'transaction:' || recorded.id, kind,
    jsonb_build_object(
      'business', messaging.business_snapshot(recorded.tenant_id),
      'client', (select jsonb_build_object('name', c.full_name) from public.clients c
                 where c.tenant_id = recorded.tenant_id and c.id = recorded.client_id),
      'entry', jsonb_build_object(
        'kind', recorded.kind, 'amount_minor', recorded.amount_minor,
        'currency', recorded.currency, 'method', recorded.method, 'note', recorded.note,
        'created_at', recorded.created_at, 'session', session,
        'refund_of', (select jsonb_build_object('amount_minor', p.amount_minor,
                                                'created_at', p.created_at, 'note', p.note)
                      from public.transactions p
                      where p.tenant_id = recorded.tenant_id and p.id = recorded.refund_of)),
      'balance_minor', (select coalesce(sum(case t.kind
                                  when 'payment' then t.amount_minor
                                  when 'charge' then -t.amount_minor
                                  when 'refund' then -t.amount_minor
                                  when 'adjustment' then t.amount_minor
                                  else 0 end), 0)
                        from public.transactions t
                        where t.tenant_id = recorded.tenant_id
                          and t.client_id = recorded.client_id
                          and t.currency = recorded.currency)));
end
$$;
