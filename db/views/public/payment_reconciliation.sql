-- Provider payments beside the ledger (issue 20, point 4), for owners and admins: each payment
-- the business opened at its provider, what the provider says of it (status, amount, refunded)
-- and what the ledger holds (its payment, the refunds of that payment), with the difference
-- when they disagree: missing_in_ledger, amount_differs or refunds_differ (say, a refund of a
-- card payment recorded at the desk that never went back to the card), or refund_owed (a
-- place paid for after it was given to someone else, not yet refunded in full); null when
-- they agree.
-- Like payment_settings, it reads payments.* as its owner and keeps the caller's businesses.
create or replace view public.payment_reconciliation with (security_barrier) as
  select p.tenant_id, p.id as payment_id, p.provider, p.provider_payment_id, p.client_id,
         p.purpose, p.enrollment_id, p.option_id, p.status, p.currency, p.amount_minor,
         p.amount_refunded_minor, p.transaction_id,
         coalesce(t.amount_minor, 0)::bigint as ledger_paid_minor,
         coalesce(r.refunded, 0)::bigint as ledger_refunded_minor,
         case
           when p.status = 'succeeded' and t.id is null then 'missing_in_ledger'
           when t.id is not null and (t.amount_minor <> p.amount_minor or t.currency <> p.currency)
             then 'amount_differs'
           when coalesce(r.refunded, 0) <> p.amount_refunded_minor then 'refunds_differ'
           when p.place_lost_at is not null and p.amount_refunded_minor < p.amount_minor
             then 'refund_owed'
         end as difference,
         p.last_error_code, p.created_at, p.updated_at, p.place_lost_at
  from payments.provider_payments p
  left join public.transactions t
    on t.tenant_id = p.tenant_id and t.id = p.transaction_id and t.kind = 'payment'
  left join lateral (
    select sum(rt.amount_minor) as refunded from public.transactions rt
    where rt.tenant_id = p.tenant_id and rt.refund_of = p.transaction_id and rt.kind = 'refund'
  ) r on true
  where p.tenant_id in (select app.admin_tenants()) or (select auth.role()) = 'service_role';

grant select on public.payment_reconciliation to authenticated, service_role;
