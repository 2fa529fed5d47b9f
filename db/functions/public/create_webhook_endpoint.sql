-- An owner or admin adds a webhook endpoint to their business (Settings › Webhooks): its address
-- (webhooks.check_url) and the events it wants (webhooks.check_events), at most 20 a business.
-- Its signing secret is made here (webhook_endpoint_secret shows it).
create or replace function public.create_webhook_endpoint(
  tenant_id uuid, url text, events text[], description text default null
) returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  created uuid;
begin
  perform webhooks.require_admin(create_webhook_endpoint.tenant_id);
  -- A business's endpoints are added one at a time, so the limit holds.
  perform 1 from public.tenants t where t.id = create_webhook_endpoint.tenant_id for update;
  if (select count(*) from webhooks.endpoints e
      where e.tenant_id = create_webhook_endpoint.tenant_id) >= 20 then
    perform app.raise_error('too_many_webhook_endpoints',
      'A business has at most 20 webhook endpoints: remove one first.');
  end if;
  insert into webhooks.endpoints (tenant_id, url, description, events, secret)
  values (create_webhook_endpoint.tenant_id, webhooks.check_url(create_webhook_endpoint.url),
          nullif(btrim(create_webhook_endpoint.description), ''),
          webhooks.check_events(create_webhook_endpoint.events), webhooks.new_secret())
  returning id into created;
  return created;
end
$$;

revoke execute on function public.create_webhook_endpoint(uuid, text, text[], text) from public;
grant execute on function public.create_webhook_endpoint(uuid, text, text[], text) to authenticated, service_role;
