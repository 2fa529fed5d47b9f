-- Issue 35, points 3 and 4: memberships paid by card (the first period through the card form,
-- renewals by the billing worker, off-session) and the recovery of declined renewals
-- (docs/decisions/0062). The tables are 0340's; this adds what the billing worker needs.

-- A payment names the membership it pays (a first period) or the period's charge (a renewal,
-- fee_id): amount_due and open_payment take the membership as well.
drop function if exists payments.amount_due(uuid, uuid, text, uuid, uuid, uuid);
drop function if exists payments.open_payment(uuid, uuid, text, uuid, uuid, text, bigint, text, text, uuid);

-- When a period's last retry declined (billing failed): a period paid after it was suspended
-- starts again from its payment (decision 0062), whatever retry_renewal tried meanwhile.
alter table public.subscription_periods add column suspended_at timestamptz;

-- The worker's questions, each answered by an index: the pending memberships to abandon, and
-- the live ones whose latest period has ended.
create index subscriptions_pending_until on public.subscriptions (pending_until)
  where state = 'pending';
create index subscriptions_live on public.subscriptions (tenant_id, id) where state = 'live';
