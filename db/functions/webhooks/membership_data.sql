-- What a membership.* event says of a membership: the membership, its client and plan.
create or replace function webhooks.membership_data(tenant uuid, subscription uuid) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'subscription_id', s.id, 'client_id', s.client_id, 'plan_id', s.plan_id,
    'plan_name', p.name, 'state', s.state, 'pays_by', s.pays_by, 'ends_at', s.ends_at)
  from public.subscriptions s
  join public.plans p on p.tenant_id = s.tenant_id and p.id = s.plan_id
  where s.tenant_id = tenant and s.id = subscription
$$;

revoke execute on function webhooks.membership_data(uuid, uuid) from public;
