-- A business that connects another payment account (another provider, or another Stripe
-- account: another publishable key) keeps what its payments opened before need
-- (docs/decisions/0051): when it switched, and for a while the webhook signing secret of the
-- account before, so that the events of payments opened there are still applied. Its clients'
-- customers at the account before are of no use at the new one and are forgotten
-- (payments.save_account).
alter table payments.accounts
  add column switched_at timestamptz,
  add column previous_webhook_secret_sealed bytea
    check (length(previous_webhook_secret_sealed) between 30 and 1024);

-- Their files state the new arguments and results (docs/decisions/0023).
drop function if exists payments.account_secrets(uuid);
drop function if exists payments.apply_event(uuid, jsonb);
