-- A client joins a plan (or staff join it for a client, to take their card at the desk): a
-- membership waiting for its first payment by card (pending for an hour), with the client's
-- consent to be charged again without being there. Asking again returns the same pending one,
-- its hour begun again; the first payment (payments) makes it live.
create or replace function public.join_plan(
  tenant_id uuid, plan_id uuid, client_id uuid default null, consent boolean default false
) returns public.subscriptions
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  client uuid;
  plan public.plans;
  joined public.subscriptions;
begin
  perform app.require_user();
  if join_plan.tenant_id is null or join_plan.tenant_id not in (select app.visible_tenants()) then
    perform app.raise_error('plan_not_found', 'There is no such plan.', 404);
  end if;
  client := app.acting_client(join_plan.tenant_id, join_plan.client_id);
  select p.* into plan from public.plans p
  where p.tenant_id = join_plan.tenant_id and p.id = join_plan.plan_id and p.active;
  if plan.id is null then
    perform app.raise_error('plan_not_found', 'There is no such plan.', 404);
  end if;
  if not coalesce(join_plan.consent, false) then
    perform app.raise_error('consent_required',
      'Agree to be charged each period by the saved card to join.');
  end if;
  if not exists (select 1 from payments.accounts a where a.tenant_id = join_plan.tenant_id) then
    perform app.raise_error('payments_not_connected', 'This business takes no online payments.', 409);
  end if;
  -- The client's memberships take turns from here: one pending or live membership of a plan.
  perform 1 from public.clients c where c.tenant_id = join_plan.tenant_id and c.id = client for update;
  if exists (
    select 1 from public.subscriptions s
    where s.tenant_id = join_plan.tenant_id and s.client_id = client and s.plan_id = plan.id
      and s.state = 'live'
  ) then
    perform app.raise_error('already_member', 'This membership is already live: it is not joined twice.', 409);
  end if;
  update public.subscriptions s
  set pending_until = app.now() + interval '1 hour', card_consent_at = app.now(), updated_at = now()
  where s.tenant_id = join_plan.tenant_id and s.client_id = client and s.plan_id = plan.id
    and s.state = 'pending'
  returning s.* into joined;
  if joined.id is not null then
    return joined;
  end if;
  insert into public.subscriptions
    (tenant_id, client_id, plan_id, state, pays_by, card_consent_at, pending_until)
  values (join_plan.tenant_id, client, plan.id, 'pending', 'card', app.now(), app.now() + interval '1 hour')
  returning * into joined;
  return joined;
end
$$;

revoke execute on function public.join_plan(uuid, uuid, uuid, boolean) from public;
grant execute on function public.join_plan(uuid, uuid, uuid, boolean) to authenticated, service_role;
