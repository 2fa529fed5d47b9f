-- The offers the server may charge to a saved card now (decision 0043): open offers of
-- businesses whose waitlist is 'auto', for a place that must be paid by card, of a client who
-- is a customer at the provider (they paid online before), with no payment opened for the
-- place yet. Each is claimed once (payments.offer_charges) and answered once, whoever asks.
create or replace function payments.claim_offer_charges(max_offers int default 20)
returns table (tenant_id uuid, enrollment_id uuid, client_id uuid)
language sql security definer set search_path = ''
as $$
  with due as (
    select e.tenant_id, e.id, e.client_id
    from public.enrollments e
    join public.tenants t on t.id = e.tenant_id and t.waitlist_mode = 'auto'
    join payments.customers c on c.tenant_id = e.tenant_id and c.client_id = e.client_id
    where e.status = 'offered' and e.offer_expires_at > now()
      and app.offer_paid_by_card(e.tenant_id, e.option_id)
      and not exists (
        select 1 from payments.provider_payments p
        where p.tenant_id = e.tenant_id and p.enrollment_id = e.id)
      and not exists (
        select 1 from payments.offer_charges o
        where o.tenant_id = e.tenant_id and o.enrollment_id = e.id)
    order by e.offer_expires_at
    limit greatest(claim_offer_charges.max_offers, 0)
  )
  insert into payments.offer_charges as o (tenant_id, enrollment_id)
  select due.tenant_id, due.id from due
  on conflict do nothing
  returning o.tenant_id, o.enrollment_id,
    (select e.client_id from public.enrollments e
     where e.tenant_id = o.tenant_id and e.id = o.enrollment_id)
$$;

revoke execute on function payments.claim_offer_charges(int) from public;
