-- Records a payment the server has just opened at the provider (a PaymentIntent) with what it
-- pays for (a membership's first period names the membership, a renewal its period's charge and
-- membership), before any of its events can be applied. The amount is checked again against
-- amount_due, so a payment never records a price the database did not give (nor more of a
-- balance than is owed).
create or replace function payments.open_payment(
  tenant uuid, client uuid, purpose text, enrollment uuid, option uuid,
  provider_payment_id text, amount bigint, currency text, status text, fee uuid default null,
  subscription uuid default null
) returns payments.provider_payments
language plpgsql security definer set search_path = ''
as $$
declare
  account payments.accounts;
  due record;
  opened payments.provider_payments;
begin
  select * into account from payments.accounts where tenant_id = tenant;
  if account.tenant_id is null then
    perform app.raise_error('payments_not_connected', 'This business takes no online payments.', 409);
  end if;
  select * into due from payments.amount_due(tenant, client, purpose, enrollment, option, fee, subscription);
  -- A balance may be paid in part (staff charging a saved card the amount they choose), never
  -- beyond what is owed; anything else is paid exactly.
  if due.currency <> upper(open_payment.currency)
     or (purpose = 'balance' and amount > due.amount_minor)
     or (purpose <> 'balance' and amount <> due.amount_minor) then
    perform app.raise_error('amount_mismatch', 'The amount opened at the provider is not what is due.', 409);
  end if;
  insert into payments.provider_payments
    (tenant_id, provider, provider_payment_id, client_id, amount_minor, currency, status,
     purpose, enrollment_id, option_id, fee_id, subscription_id)
  values (tenant, account.provider, open_payment.provider_payment_id, client, amount,
          upper(open_payment.currency), open_payment.status, purpose, enrollment, option, fee,
          case when purpose = 'membership' then subscription
               when purpose = 'renewal' then (select p.subscription_id from public.subscription_periods p
                                              where p.tenant_id = tenant and p.charge_id = fee) end)
  returning * into opened;
  return opened;
end
$$;

revoke execute on function payments.open_payment(uuid, uuid, text, uuid, uuid, text, bigint, text, text, uuid, uuid) from public;
