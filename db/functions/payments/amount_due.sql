-- What a client pays online, from the database's own prices, never from what a browser says:
-- a place's option (a drop-in or a private session, or a place offered from the waitlist), a
-- pack or pass on sale, what the client owes, or a fee (a late-cancel or no-show charge,
-- charged to a saved card: what of it the client still owes), a membership's first period (its
-- price and joining fee) or a membership's period whose renewal is unpaid (`fee` is the period's
-- charge). Refuses with a stable code what cannot be paid online.
create or replace function payments.amount_due(
  tenant uuid, client uuid, purpose text, enrollment uuid default null, option uuid default null,
  fee uuid default null, subscription uuid default null
) returns table (amount_minor bigint, currency text)
language plpgsql stable security definer set search_path = ''
as $$
declare
  chosen public.service_options;
  joining public.subscriptions;
  plan public.plans;
  renewed public.subscription_periods;
  charged public.transactions;
  owed bigint;
begin
  if not exists (select 1 from public.clients where tenant_id = tenant and id = client) then
    perform app.raise_error('client_not_found', 'There is no such client in this business.', 404);
  end if;
  case purpose
  when 'enrollment' then
    select o.* into chosen
    from public.enrollments e
    join public.service_options o on o.tenant_id = e.tenant_id and o.id = e.option_id
    where e.tenant_id = tenant and e.id = enrollment and e.client_id = client
      and e.status in ('held', 'confirmed', 'offered');
    if chosen.id is null then
      perform app.raise_error('enrollment_not_found', 'There is no such place of this client to pay for.', 404);
    end if;
    if exists (
      select 1 from payments.provider_payments p
      where p.tenant_id = tenant and p.enrollment_id = enrollment and p.status = 'succeeded'
    ) then
      perform app.raise_error('already_paid', 'This place has been paid by card.', 409);
    end if;
    if chosen.kind not in ('drop_in', 'variant') or chosen.price_minor = 0 then
      perform app.raise_error('nothing_to_pay', 'This place is paid with a pack or a pass, or is free.', 409);
    end if;
  when 'purchase' then
    select * into chosen from public.service_options where tenant_id = tenant and id = option;
    if chosen.id is null or not chosen.active then
      perform app.raise_error('option_not_found', 'This option is not on sale.', 404);
    end if;
    if chosen.kind not in ('pack', 'pass') then
      perform app.raise_error('not_purchasable', 'Only packs and passes are bought ahead; other options are paid with a booking.');
    end if;
    if chosen.price_minor = 0 then
      perform app.raise_error('nothing_to_pay', 'This option is free.', 409);
    end if;
  when 'balance' then
    select -b.balance_minor, b.currency into owed, currency
    from public.client_balances b
    join public.tenants t on t.id = b.tenant_id and t.currency = b.currency
    where b.tenant_id = tenant and b.client_id = client;
    if coalesce(owed, 0) <= 0 then
      perform app.raise_error('nothing_to_pay', 'This client owes nothing.', 409);
    end if;
    return query select owed, currency;
    return;
  when 'fee' then
    select t.* into charged from public.transactions t
    where t.tenant_id = tenant and t.id = fee and t.client_id = client and t.kind = 'charge';
    if charged.id is null then
      perform app.raise_error('fee_not_found', 'There is no such fee of this client.', 404);
    end if;
    if exists (
      select 1 from payments.provider_payments p
      where p.tenant_id = tenant and p.fee_id = fee and p.status = 'succeeded'
    ) then
      perform app.raise_error('already_paid', 'This fee has been paid by card.', 409);
    end if;
    -- Never more than the client owes: a fee taken back, or paid meanwhile, is not charged.
    select least(charged.amount_minor, -b.balance_minor) into owed
    from public.client_balances b
    where b.tenant_id = tenant and b.client_id = client and b.currency = charged.currency;
    if coalesce(owed, 0) <= 0 then
      perform app.raise_error('nothing_to_pay', 'This client owes nothing of this fee.', 409);
    end if;
    return query select owed, charged.currency;
    return;
  when 'membership' then
    select * into joining from public.subscriptions s
    where s.tenant_id = tenant and s.id = subscription and s.client_id = client;
    if joining.id is null then
      perform app.raise_error('membership_not_found', 'There is no such membership.', 404);
    end if;
    if joining.state <> 'pending' or joining.pays_by <> 'card' then
      perform app.raise_error('already_paid', 'This membership has begun: its first period is paid.', 409);
    end if;
    select * into plan from public.plans where tenant_id = tenant and id = joining.plan_id;
    owed := coalesce(plan.first_period_price_minor, plan.price_minor) + plan.joining_fee_minor;
    if owed = 0 then
      perform app.raise_error('nothing_to_pay', 'The first period of this plan is free.', 409);
    end if;
    return query select owed, plan.currency;
    return;
  when 'renewal' then
    select p.* into renewed from public.subscription_periods p
    join public.subscriptions s on s.tenant_id = p.tenant_id and s.id = p.subscription_id
    where p.tenant_id = tenant and p.charge_id = fee and s.client_id = client
      and (subscription is null or s.id = subscription);
    if renewed.number is null then
      perform app.raise_error('period_not_found', 'There is no such period of this client''s membership.', 404);
    end if;
    if renewed.billing not in ('due', 'charging', 'retrying', 'failed') or exists (
      select 1 from payments.provider_payments p
      where p.tenant_id = tenant and p.fee_id = fee and p.status = 'succeeded'
    ) then
      perform app.raise_error('already_paid', 'This period of the membership is paid.', 409);
    end if;
    return query select renewed.amount_minor, (select t.currency from public.transactions t
                                               where t.tenant_id = tenant and t.id = fee);
    return;
  else
    perform app.raise_error('invalid_purpose', 'A payment is for an enrollment, a purchase, a balance, a fee or a membership.');
  end case;
  return query select chosen.price_minor, chosen.currency;
end
$$;

revoke execute on function payments.amount_due(uuid, uuid, text, uuid, uuid, uuid, uuid) from public;
