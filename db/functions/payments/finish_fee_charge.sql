-- What came of charging a fee to the saved card (src/server/payments/fee-charges.ts): its end
-- (charged, no_card, not_owed, not_allowed, failed), a decline, which leaves the fee owed and
-- tells the client (message fee_card_declined, once per fee), or 'pending' with retry_at to
-- try again after a passing failure. Only the lease holder's claim is finished.
create or replace function payments.finish_fee_charge(
  tenant uuid, fee uuid, outcome text, provider_payment_id text default null,
  error_code text default null, error_message text default null, retry_at timestamptz default null
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  finished payments.fee_charges;
  charged public.transactions;
begin
  update payments.fee_charges f
  set status = outcome, lease_until = null, updated_at = now(),
      next_attempt_at = coalesce(retry_at, f.next_attempt_at),
      provider_payment_id = coalesce(finish_fee_charge.provider_payment_id, f.provider_payment_id),
      last_error_code = error_code, last_error_message = left(error_message, 500)
  where f.tenant_id = tenant and f.fee_id = fee and f.status = 'charging'
  returning * into finished;
  if finished.fee_id is null or outcome <> 'declined' then
    return;
  end if;
  select * into charged from public.transactions where tenant_id = tenant and id = fee;
  perform messaging.enqueue(tenant, charged.client_id, 'fee:' || fee || ':declined',
    'fee_card_declined', messaging.ledger_snapshot(charged));
end
$$;

revoke execute on function payments.finish_fee_charge(uuid, uuid, text, text, text, text, timestamptz) from public;
