create or replace function public.record_payment(
  tenant_id uuid, client_id uuid, amount_minor bigint, method text, note text default ''
) returns public.transactions
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  currency text := app.require_admin_of_client(record_payment.tenant_id, record_payment.client_id);
  recorded public.transactions;
begin
  if coalesce(record_payment.amount_minor, 0) <= 0 then
    perform app.raise_error('invalid_amount', 'A payment is an amount above zero.');
  end if;
  if coalesce(record_payment.method, '') not in ('cash', 'card', 'bank_transfer', 'other') then
    perform app.raise_error('invalid_method', 'Say how it was paid: cash, card, bank_transfer or other.');
  end if;
  insert into public.transactions (tenant_id, client_id, kind, amount_minor, currency, method, note)
  values (record_payment.tenant_id, record_payment.client_id, 'payment', record_payment.amount_minor,
          currency, record_payment.method, coalesce(record_payment.note, ''))
  returning * into recorded;
  return recorded;
end
$$;

revoke execute on function public.record_payment(uuid,uuid,bigint,text,text) from public;
grant execute on function public.record_payment(uuid,uuid,bigint,text,text) to authenticated, service_role;
