-- Issue 20, point 3: a late-cancel or no-show fee charged to the client's saved card, where the
-- business allows it (payments.accounts.fees_to_saved_card), by the server after the fee is
-- recorded (docs/decisions/0042-pay-online-in-the-database.md).

-- A provider payment may pay a fee: the fee's ledger charge is what it paid for.
alter table payments.provider_payments
  add column fee_id uuid,
  add foreign key (tenant_id, fee_id) references public.transactions (tenant_id, id),
  drop constraint provider_payments_purpose_check,
  add constraint provider_payments_purpose_check
    check (purpose in ('enrollment', 'purchase', 'balance', 'fee')),
  drop constraint provider_payments_purpose,
  add constraint provider_payments_purpose check (case purpose
    when 'enrollment' then enrollment_id is not null and option_id is null and fee_id is null
    when 'purchase' then option_id is not null and enrollment_id is null and fee_id is null
    when 'fee' then fee_id is not null and enrollment_id is null and option_id is null
    else enrollment_id is null and option_id is null and fee_id is null end);

-- At most one live payment per fee: the fee is never charged twice, whatever retries.
create unique index provider_payments_one_per_fee
  on payments.provider_payments (tenant_id, fee_id)
  where fee_id is not null and status <> 'canceled';

-- Each fee to charge to a saved card, queued in the transaction that recorded it
-- (payments.queue_fee_charge) and charged by the server's fee worker outside it
-- (src/server/payments/fee-charges.ts): claimed with a lease, so one process charges it once.
create table payments.fee_charges (
  tenant_id uuid not null,
  fee_id uuid not null,
  client_id uuid not null,
  -- pending: to charge (again, after a passing failure); charging: claimed until lease_until;
  -- then what came of it: charged (the card payment is open or done, the webhook records it),
  -- declined (the card refused: the fee stays owed, the client is told), no_card, not_owed
  -- (paid or taken back meanwhile), not_allowed (the business turned it off), failed (the
  -- provider could not be reached, attempts exhausted).
  status text not null default 'pending' check (status in (
    'pending', 'charging', 'charged', 'declined', 'no_card', 'not_owed', 'not_allowed', 'failed'
  )),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  provider_payment_id text,
  last_error_code text,
  last_error_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, fee_id),
  foreign key (tenant_id, fee_id) references public.transactions (tenant_id, id),
  foreign key (tenant_id, client_id) references public.clients (tenant_id, id) on delete cascade
);
create index fee_charges_due on payments.fee_charges (next_attempt_at)
  where status in ('pending', 'charging');

alter table payments.fee_charges enable row level security;
alter table payments.fee_charges force row level security;

-- book_private gains hold_for_card (db/functions/public/book_private.sql states it): a client
-- whose business asks private sessions to be paid online holds the time while paying by card.
drop function if exists public.book_private(uuid, uuid, timestamptz, uuid, uuid, text);
-- A payment names the fee it pays (db/functions/payments/amount_due.sql, open_payment.sql).
drop function if exists payments.amount_due(uuid, uuid, text, uuid, uuid);
drop function if exists payments.open_payment(uuid, uuid, text, uuid, uuid, text, bigint, text, text);
