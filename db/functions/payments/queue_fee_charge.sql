-- A late-cancel or no-show fee just recorded (by cancel_enrollment, check_in) is queued to be
-- charged to the client's saved card, in the same transaction, where the business allows fees
-- to go to saved cards and the client is a customer at its provider (a card may be saved). The
-- server's fee worker charges it after the commit, outside any transaction
-- (src/server/payments/fee-charges.ts); a rolled-back fee queues nothing, and a fee is queued
-- once (its id is the key).
create or replace function payments.queue_fee_charge(fee public.transactions) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if fee.kind <> 'charge' or not exists (
    select 1 from payments.accounts a
    join payments.customers c on c.tenant_id = a.tenant_id and c.client_id = fee.client_id
    where a.tenant_id = fee.tenant_id and a.fees_to_saved_card
  ) then
    return;
  end if;
  insert into payments.fee_charges (tenant_id, fee_id, client_id)
  values (fee.tenant_id, fee.id, fee.client_id)
  on conflict do nothing;
  perform pg_notify('fee_charges', '');
end
$$;

revoke execute on function payments.queue_fee_charge(public.transactions) from public;
