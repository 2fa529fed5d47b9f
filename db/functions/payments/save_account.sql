-- Connects a business to its provider, or changes its keys: the secrets arrive sealed by the
-- server (AES-256-GCM), so the database never sees them in the clear. Keeps the business's
-- choices of what is paid online when only the keys change. Another account (another provider,
-- or another publishable key: another Stripe account or mode) is a switch: the webhook secret
-- of the account before is kept for its payments' late events, and the clients' customers
-- there are forgotten, since the new account knows none of them (docs/decisions/0051).
create or replace function payments.save_account(
  tenant uuid, provider text, publishable_key text, secret_key_sealed bytea,
  webhook_secret_sealed bytea
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  was payments.accounts;
begin
  select * into was from payments.accounts where tenant_id = tenant for update;
  insert into payments.accounts (tenant_id, provider, publishable_key, secret_key_sealed, webhook_secret_sealed)
  values (tenant, provider, publishable_key, secret_key_sealed, webhook_secret_sealed)
  on conflict (tenant_id) do update
  set provider = excluded.provider, publishable_key = excluded.publishable_key,
      secret_key_sealed = excluded.secret_key_sealed,
      webhook_secret_sealed = excluded.webhook_secret_sealed,
      connected_at = now(), updated_at = now();
  if was.tenant_id is not null
     and (was.provider, was.publishable_key)
         is distinct from (save_account.provider, save_account.publishable_key) then
    update payments.accounts
    set switched_at = now(), previous_webhook_secret_sealed = was.webhook_secret_sealed
    where tenant_id = tenant;
    delete from payments.customers where tenant_id = tenant;
  end if;
end
$$;

revoke execute on function payments.save_account(uuid, text, text, bytea, bytea) from public;
