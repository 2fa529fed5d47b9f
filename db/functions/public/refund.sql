-- Returns money from a payment, never more than what is left of it after earlier refunds.
create or replace function public.refund(
  tenant_id uuid, payment_id uuid, amount_minor bigint, note text default ''
) returns public.transactions
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  payment public.transactions;
  refunded bigint;
  recorded public.transactions;
begin
  -- Locking the payment makes concurrent refunds of it take turns.
  select * into payment from public.transactions
  where tenant_id = refund.tenant_id and id = refund.payment_id and kind = 'payment'
  for update;
  if payment.id is null then
    perform app.require_user();
    perform app.raise_error('payment_not_found', 'There is no such payment to refund.', 404);
  end if;
  perform app.require_admin_of_client(payment.tenant_id, payment.client_id);
  select coalesce(sum(amount_minor), 0) into refunded from public.transactions
  where tenant_id = payment.tenant_id and refund_of = payment.id;
  if coalesce(refund.amount_minor, 0) <= 0 or refund.amount_minor > payment.amount_minor - refunded then
    perform app.raise_error('invalid_amount', format(
      'A refund of this payment is above zero and at most %s (in minor units).',
      payment.amount_minor - refunded));
  end if;
  insert into public.transactions
    (tenant_id, client_id, kind, amount_minor, currency, method, refund_of, note)
  values (payment.tenant_id, payment.client_id, 'refund', refund.amount_minor, payment.currency,
          payment.method, payment.id, coalesce(refund.note, ''))
  returning * into recorded;
  return recorded;
end
$$;

revoke execute on function public.refund(uuid,uuid,bigint,text) from public;
grant execute on function public.refund(uuid,uuid,bigint,text) to authenticated, service_role;
