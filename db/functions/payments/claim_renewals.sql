-- The billing worker takes the renewals to charge (src/server/memberships/renewal-charges.ts):
-- due or retrying ones whose time has come by app.now(), and claimed ones whose lease ran out
-- (a process that stopped mid-charge: its payment at the provider is found again, never opened
-- twice, as a period's charge has at most one live provider payment). Each is leased to this
-- caller for `lease_seconds` of real time (a process's life, not the memberships' clock);
-- periods another process is taking are skipped. `declines` is how many times the card was
-- declined before: with the period it names the attempt (the provider's idempotency key).
create or replace function payments.claim_renewals(batch int, lease_seconds int)
returns table (
  tenant_id uuid, subscription_id uuid, number int, charge_id uuid, client_id uuid, declines int
)
language sql security definer set search_path = ''
as $$
  update public.subscription_periods p
  set billing = 'charging', lease_until = now() + make_interval(secs => lease_seconds),
      updated_at = now()
  from public.subscriptions s
  where (p.tenant_id, p.subscription_id, p.number) in (
      select d.tenant_id, d.subscription_id, d.number from public.subscription_periods d
      where (d.billing in ('due', 'retrying') and d.next_attempt_at <= app.now())
         or (d.billing = 'charging' and d.lease_until <= now())
      order by d.next_attempt_at
      limit batch
      for update skip locked)
    and s.tenant_id = p.tenant_id and s.id = p.subscription_id
  returning p.tenant_id, p.subscription_id, p.number, p.charge_id, s.client_id, p.attempts
$$;

revoke execute on function payments.claim_renewals(int, int) from public;
