-- A business's provider and sealed secrets, for the server to open (webhooks, payments, the
-- test provider); nothing when it has not connected one. When it last switched accounts, and,
-- for 72 hours after (Stripe retries a webhook for three days), the webhook signing secret of
-- the account before, for the events of payments opened there (docs/decisions/0051).
create or replace function payments.account_secrets(tenant uuid)
returns table (
  provider text, publishable_key text, secret_key_sealed bytea, webhook_secret_sealed bytea,
  switched_at timestamptz, previous_webhook_secret_sealed bytea
)
language sql stable security definer set search_path = ''
as $$
  select provider, publishable_key, secret_key_sealed, webhook_secret_sealed, switched_at,
         case when switched_at > now() - interval '72 hours' then previous_webhook_secret_sealed end
  from payments.accounts where tenant_id = tenant
$$;

revoke execute on function payments.account_secrets(uuid) from public;
