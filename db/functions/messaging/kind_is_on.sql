-- Whether a business sends messages of a kind: all are on until its owner turns one off in
-- Settings › Notifications (tenants.messages_off).
create or replace function messaging.kind_is_on(tenant uuid, kind text) returns boolean
language sql stable
as $$
  select not exists (
    select 1 from public.tenants t
    where t.id = kind_is_on.tenant and kind_is_on.kind = any (t.messages_off))
$$;
