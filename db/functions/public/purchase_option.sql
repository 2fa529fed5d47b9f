-- A client buys a pack or a pass: the charge and the credit grant, and the payment when one is
-- taken at the desk. Staff sell to any client; a client may buy for themselves (paying later or
-- at the desk, which shows as what they owe), unless the business asks that kind to be bought
-- by card (pay_online_required: the card payment's webhook grants it instead).
create or replace function public.purchase_option(
  tenant_id uuid, client_id uuid, option_id uuid, payment_method text default null
) returns public.transactions
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  option public.service_options;
  tenant_currency text;
  granted public.transactions;
begin
  if not app.acts_for_client(purchase_option.tenant_id, purchase_option.client_id) then
    perform app.raise_error('forbidden', 'You cannot buy for this client.', 403);
  end if;
  if payment_method is not null and purchase_option.tenant_id not in (select app.admin_tenants()) then
    perform app.raise_error('forbidden', 'Only an admin or the owner records money.', 403);
  end if;
  select * into option from public.service_options
  where tenant_id = purchase_option.tenant_id and id = purchase_option.option_id;
  if option.id is null or not option.active then
    perform app.raise_error('option_not_found', 'This option is not on sale.', 404);
  end if;
  if option.kind not in ('pack', 'pass') then
    perform app.raise_error('not_purchasable', 'Only packs and passes are bought ahead; other options are paid with a booking.');
  end if;
  perform app.require_card_for_client(purchase_option.tenant_id, option);
  select currency into tenant_currency from public.tenants where id = purchase_option.tenant_id;
  if option.price_minor > 0 then
    insert into public.transactions (tenant_id, client_id, kind, amount_minor, currency, option_id, note)
    values (option.tenant_id, purchase_option.client_id, 'charge', option.price_minor, option.currency,
            option.id, option.name);
  end if;
  insert into public.transactions
    (tenant_id, client_id, kind, currency, credits, option_id, expires_at, note)
  values (option.tenant_id, purchase_option.client_id, 'credit_grant', option.currency,
          case option.kind when 'pack' then option.credits end, option.id,
          now() + make_interval(days => option.validity_days), option.name)
  returning * into granted;
  if payment_method is not null and option.price_minor > 0 then
    perform public.record_payment(option.tenant_id, purchase_option.client_id, option.price_minor,
                                  payment_method, option.name);
  end if;
  return granted;
end
$$;

revoke execute on function public.purchase_option(uuid,uuid,uuid,text) from public;
grant execute on function public.purchase_option(uuid,uuid,uuid,text) to authenticated, service_role;
