-- What a message about a membership's renewal is rendered from (src/shared/messages,
-- ledgerSnapshot with its membership): the period's charge as a ledger entry (its amount, the
-- plan's name as its note, the client's balance), and the membership: its id (the link to
-- update the card), its plan, and when the card is tried again (none once suspended).
create or replace function messaging.renewal_snapshot(period public.subscription_periods)
returns jsonb
language sql stable
as $$
  select messaging.ledger_snapshot(t) || jsonb_build_object('membership', jsonb_build_object(
    'id', period.subscription_id,
    'plan', pl.name,
    'next_attempt_at', case when period.billing = 'retrying' then period.next_attempt_at end))
  from public.transactions t
  join public.plans pl on pl.tenant_id = period.tenant_id and pl.id = period.plan_id
  where t.tenant_id = period.tenant_id and t.id = period.charge_id
$$;
