-- A business's provider and sealed secrets, for the server to open (webhooks, payments, the
-- test provider); nothing when it has not connected one.
create or replace function payments.account_secrets(tenant uuid)
returns table (provider text, publishable_key text, secret_key_sealed bytea, webhook_secret_sealed bytea)
language sql stable security definer set search_path = ''
as $$
  select provider, publishable_key, secret_key_sealed, webhook_secret_sealed
  from payments.accounts where tenant_id = tenant
$$;

revoke execute on function payments.account_secrets(uuid) from public;
