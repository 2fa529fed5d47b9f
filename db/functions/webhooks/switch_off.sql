-- Switches off an endpoint that keeps failing (webhooks.finish_delivery): disabled_reason
-- 'failing', shown on Settings › Webhooks until a person switches it on again. Its deliveries
-- still pending wait for that.
create or replace function webhooks.switch_off(tenant uuid, endpoint uuid) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  update webhooks.endpoints e
  set enabled = false, disabled_reason = 'failing', disabled_at = now()
  where e.tenant_id = tenant and e.id = endpoint and e.enabled;
end
$$;

revoke execute on function webhooks.switch_off(uuid, uuid) from public;
