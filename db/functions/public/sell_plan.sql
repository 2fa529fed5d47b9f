-- Staff (admins) sell a plan at the desk: the membership is live at once and its renewals are
-- paid at the desk (pays_by desk). With payment_method the first period's payment is recorded
-- in the ledger now (as record_payment records it); without, its charge is owed until it is.
-- A pending membership of the plan (a card payment begun online) gives way to the sale.
create or replace function public.sell_plan(
  tenant_id uuid, client_id uuid, plan_id uuid, payment_method text default null
) returns public.subscriptions
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  plan public.plans;
  sold public.subscriptions;
  first public.subscription_periods;
begin
  perform app.require_admin_of_client(sell_plan.tenant_id, sell_plan.client_id);
  select p.* into plan from public.plans p
  where p.tenant_id = sell_plan.tenant_id and p.id = sell_plan.plan_id and p.active;
  if plan.id is null then
    perform app.raise_error('plan_not_found', 'There is no such plan.', 404);
  end if;
  if sell_plan.payment_method is not null
     and sell_plan.payment_method not in ('cash', 'card', 'bank_transfer', 'other') then
    perform app.raise_error('invalid_method', 'Say how it was paid: cash, card, bank_transfer or other.');
  end if;
  perform 1 from public.clients c
  where c.tenant_id = sell_plan.tenant_id and c.id = sell_plan.client_id for update;
  if exists (
    select 1 from public.subscriptions s
    where s.tenant_id = sell_plan.tenant_id and s.client_id = sell_plan.client_id
      and s.plan_id = plan.id and s.state = 'live'
  ) then
    perform app.raise_error('already_member', 'This membership is already live: it is not joined twice.', 409);
  end if;
  update public.subscriptions s
  set state = 'abandoned', pending_until = null, updated_at = now()
  where s.tenant_id = sell_plan.tenant_id and s.client_id = sell_plan.client_id
    and s.plan_id = plan.id and s.state = 'pending';
  insert into public.subscriptions (tenant_id, client_id, plan_id, state, pays_by)
  values (sell_plan.tenant_id, sell_plan.client_id, plan.id, 'live', 'desk')
  returning * into sold;
  first := app.begin_period(sold.id, 1, app.now(),
                            case when sell_plan.payment_method is null then 'desk' else 'paid' end);
  if sell_plan.payment_method is not null and first.amount_minor > 0 then
    perform public.record_payment(sell_plan.tenant_id, sell_plan.client_id, first.amount_minor,
                                  sell_plan.payment_method, plan.name);
  end if;
  return sold;
end
$$;

revoke execute on function public.sell_plan(uuid, uuid, uuid, text) from public;
grant execute on function public.sell_plan(uuid, uuid, uuid, text) to authenticated, service_role;
