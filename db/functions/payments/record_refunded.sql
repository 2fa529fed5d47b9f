-- The provider says `total` of a succeeded payment has been refunded so far (a charge's
-- amount_refunded): the ledger gains one card refund of whatever it had not recorded yet.
-- Totals only grow, so an older event arriving late records nothing. Returns whether it
-- recorded a refund.
create or replace function payments.record_refunded(payment payments.provider_payments, total bigint)
returns boolean
language plpgsql security definer set search_path = ''
as $$
begin
  if total is null or total < 0 or total > payment.amount_minor then
    perform app.raise_error('invalid_event', 'A refunded amount is between zero and what was paid.');
  end if;
  if total <= payment.amount_refunded_minor then
    return false;
  end if;
  insert into public.transactions
    (tenant_id, client_id, kind, amount_minor, currency, method, refund_of, enrollment_id, note)
  values (payment.tenant_id, payment.client_id, 'refund', total - payment.amount_refunded_minor,
          payment.currency, 'card', payment.transaction_id, payment.enrollment_id,
          'Card refund ' || payment.provider_payment_id);
  update payments.provider_payments
  set amount_refunded_minor = total, updated_at = now()
  where tenant_id = payment.tenant_id and id = payment.id;
  return true;
end
$$;

revoke execute on function payments.record_refunded(payments.provider_payments, bigint) from public;
