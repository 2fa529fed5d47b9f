-- Switches off an endpoint that keeps failing (webhooks.finish_delivery): disabled_reason
-- 'failing', shown on Settings › Webhooks until a person switches it on again; its deliveries
-- still pending wait for that. Each owner of the business is emailed through the messaging
-- outbox (kind webhook_switched_off, in the catalogue's words), once per switching off.
create or replace function webhooks.switch_off(tenant uuid, endpoint uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  off webhooks.endpoints;
  owner record;
begin
  update webhooks.endpoints e
  set enabled = false, disabled_reason = 'failing', disabled_at = now()
  where e.tenant_id = tenant and e.id = endpoint and e.enabled
  returning e.* into off;
  if off.id is null then
    return;
  end if;
  for owner in
    select m.user_id, s.id as staff_id, coalesce(nullif(btrim(s.email), ''), u.email) as address
    from public.memberships m
    join auth.users u on u.id = m.user_id
    left join public.staff s on s.tenant_id = m.tenant_id and s.user_id = m.user_id
    where m.tenant_id = tenant and m.role = 'owner'
  loop
    perform messaging.enqueue_to_address(tenant, owner.address,
      'webhook:' || off.id || ':' || extract(epoch from off.disabled_at), 'webhook_switched_off',
      jsonb_build_object(
        'business', messaging.business_snapshot(tenant),
        'webhook', jsonb_build_object(
          'endpoint_id', off.id, 'url', off.url, 'failing_since', off.failing_since,
          'last_status', off.last_status)),
      owner.staff_id, owner.user_id);
  end loop;
end
$$;

revoke execute on function webhooks.switch_off(uuid, uuid) from public;
