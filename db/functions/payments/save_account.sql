-- Connects a business to its provider, or changes its keys: the secrets arrive sealed by the
-- server (AES-256-GCM), so the database never sees them in the clear. Keeps the business's
-- choices of what is paid online when only the keys change.
create or replace function payments.save_account(
  tenant uuid, provider text, publishable_key text, secret_key_sealed bytea,
  webhook_secret_sealed bytea
) returns void
language sql security definer set search_path = ''
as $$
  insert into payments.accounts (tenant_id, provider, publishable_key, secret_key_sealed, webhook_secret_sealed)
  values (tenant, provider, publishable_key, secret_key_sealed, webhook_secret_sealed)
  on conflict (tenant_id) do update
  set provider = excluded.provider, publishable_key = excluded.publishable_key,
      secret_key_sealed = excluded.secret_key_sealed,
      webhook_secret_sealed = excluded.webhook_secret_sealed,
      connected_at = now(), updated_at = now()
$$;

revoke execute on function payments.save_account(uuid, text, text, bytea, bytea) from public;
