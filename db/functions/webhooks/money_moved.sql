-- The ledger's trigger (migration 0355): a payment recorded (at the desk or by card) is
-- payment.succeeded, a refund payment.refunded. Charges, credits and adjustments are not money
-- taken.
create or replace function webhooks.money_moved() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.kind not in ('payment', 'refund') or not webhooks.active(new.tenant_id) then
    return null;
  end if;
  perform webhooks.queue(new.tenant_id,
    case new.kind when 'payment' then 'payment.succeeded' else 'payment.refunded' end,
    jsonb_build_object('transaction_id', new.id, 'client_id', new.client_id,
                       'amount_minor', new.amount_minor, 'currency', new.currency,
                       'method', new.method, 'refund_of', new.refund_of,
                       'enrollment_id', new.enrollment_id,
                       'subscription_id', new.subscription_id, 'note', new.note,
                       'created_at', new.created_at));
  return null;
end
$$;

revoke execute on function webhooks.money_moved() from public;
