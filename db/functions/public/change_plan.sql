-- A client (or staff) changes a live membership to another plan of the business from its next
-- period (decision 0061: not at once, prorated); app.begin_period applies it. The same plan
-- takes a waiting change back.
create or replace function public.change_plan(subscription_id uuid, plan_id uuid)
returns public.subscriptions
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  sub public.subscriptions := app.subscription_to_change(change_plan.subscription_id, true);
  plan public.plans;
begin
  select p.* into plan from public.plans p
  where p.tenant_id = sub.tenant_id and p.id = change_plan.plan_id and p.active;
  if plan.id is null then
    perform app.raise_error('plan_not_found', 'There is no such plan.', 404);
  end if;
  if plan.id <> sub.plan_id and exists (
    select 1 from public.subscriptions s
    where s.tenant_id = sub.tenant_id and s.client_id = sub.client_id and s.plan_id = plan.id
      and s.state in ('pending', 'live')
  ) then
    perform app.raise_error('already_member', 'This membership is already live: it is not joined twice.', 409);
  end if;
  update public.subscriptions s
  set next_plan_id = nullif(plan.id, s.plan_id), updated_at = now()
  where s.tenant_id = sub.tenant_id and s.id = sub.id
  returning s.* into sub;
  return sub;
end
$$;

revoke execute on function public.change_plan(uuid, uuid) from public;
grant execute on function public.change_plan(uuid, uuid) to authenticated, service_role;
