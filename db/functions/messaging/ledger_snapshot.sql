-- What a message about a ledger entry is rendered from (src/shared/messages, ledgerSnapshot):
-- the business, the client, the entry with the session it is for, the payment a refund
-- returns, and the client's balance in that currency as the transaction committed.
create or replace function messaging.ledger_snapshot(recorded public.transactions)
returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'business', messaging.business_snapshot(recorded.tenant_id),
    'client', (select jsonb_build_object('name', c.full_name) from public.clients c
               where c.tenant_id = recorded.tenant_id and c.id = recorded.client_id),
    'entry', jsonb_build_object(
      'kind', recorded.kind, 'amount_minor', recorded.amount_minor,
      'currency', recorded.currency, 'method', recorded.method, 'note', recorded.note,
      'created_at', recorded.created_at,
      'session', (select jsonb_build_object('service', s.name, 'private', s.kind = 'private',
                                            'starts_at', b.starts_at, 'ends_at', b.ends_at,
                                            'status', e.status)
                  from public.enrollments e
                  join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
                  join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
                  where e.tenant_id = recorded.tenant_id and e.id = recorded.enrollment_id),
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
                        and t.currency = recorded.currency))
$$;
