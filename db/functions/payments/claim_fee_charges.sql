-- The fee worker takes due fee charges (src/server/payments/fee-charges.ts): pending ones whose
-- time has come, and claimed ones whose lease ran out (a process that stopped mid-charge; its
-- payment at the provider is found again, not opened twice). Each is leased to this caller;
-- rows another process is taking are skipped.
create or replace function payments.claim_fee_charges(batch int, lease_seconds int)
returns setof payments.fee_charges
language sql
as $$
  update payments.fee_charges f
  set status = 'charging', attempts = f.attempts + 1, updated_at = now(),
      lease_until = now() + make_interval(secs => lease_seconds)
  where (f.tenant_id, f.fee_id) in (
    select d.tenant_id, d.fee_id from payments.fee_charges d
    where (d.status = 'pending' and d.next_attempt_at <= now())
       or (d.status = 'charging' and d.lease_until <= now())
    order by d.next_attempt_at
    limit batch
    for update skip locked)
  returning f.*
$$;

revoke execute on function payments.claim_fee_charges(int, int) from public;
