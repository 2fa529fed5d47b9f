-- Where a client's messages go: their email (the client record's, else their portal account's),
-- and their phone by text message when they have one, the business turned texts on and the
-- client did not turn them off (clients.texts_off). Email is always among them: what the
-- client or the business did is always told (docs/decisions/0030).
create or replace function messaging.recipients(tenant uuid, client uuid)
returns table (channel text, to_address text, user_id uuid)
language sql stable
as $$
  select 'email', coalesce(nullif(btrim(c.email), ''), u.email), c.user_id
  from public.clients c left join auth.users u on u.id = c.user_id
  where c.tenant_id = recipients.tenant and c.id = recipients.client
    and coalesce(nullif(btrim(c.email), ''), u.email) is not null
  union all
  select 'sms', btrim(c.phone), c.user_id
  from public.clients c join public.tenants t on t.id = c.tenant_id
  where c.tenant_id = recipients.tenant and c.id = recipients.client
    and t.texts_enabled and not c.texts_off and nullif(btrim(c.phone), '') is not null
$$;
