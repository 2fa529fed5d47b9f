-- Issue 20, step 1: the server's payment foundation. Each business connects its own Stripe
-- account (or the embedded test provider), and card payments reach the ledger through the
-- provider's webhooks, each event applied once (docs/decisions/0037-payments-own-stripe-keys.md).
--
-- Everything lives in the schema `payments`, which the data API does not serve and no request
-- role may use: the secrets never leave the server, and every change goes through the functions
-- in db/functions/payments/, called by the server's own connection. Owners and admins read what
-- they need through the public views payment_settings and payment_reconciliation.

create schema payments;
revoke all on schema payments from public;

-- A business's payment account: which provider, its publishable key (public by design) and
-- its secrets sealed with AES-256-GCM by the server (src/server/payments/secret-box.ts): the
-- database holds only ciphertext, never the key that opens it.
create table payments.accounts (
  tenant_id uuid primary key references public.tenants (id) on delete cascade,
  provider text not null check (provider in ('stripe', 'test')),
  publishable_key text not null check (publishable_key ~ '^pk_(test|live)_[A-Za-z0-9_]{8,240}$'),
  secret_key_sealed bytea not null check (length(secret_key_sealed) between 30 and 1024),
  webhook_secret_sealed bytea not null check (length(webhook_secret_sealed) between 30 and 1024),
  -- Which kinds of option must be paid online when booked or bought, and which may be paid at
  -- the desk; a kind in neither is paid either way, and none is in both.
  pay_online text[] not null default '{}'
    check (pay_online <@ array['drop_in', 'variant', 'pack', 'pass']),
  pay_at_desk text[] not null default array['drop_in', 'variant', 'pack', 'pass']
    check (pay_at_desk <@ array['drop_in', 'variant', 'pack', 'pass']),
  -- Whether late-cancel and no-show fees may be charged to a client's saved card.
  fees_to_saved_card boolean not null default false,
  connected_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint accounts_online_or_desk check (not (pay_online && pay_at_desk))
);

-- Each provider event this business received, recorded in the same transaction that applies
-- it: a second delivery of the same event id finds it here and changes nothing.
create table payments.events (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  provider_event_id text not null check (length(provider_event_id) between 3 and 255),
  type text not null check (length(type) between 1 and 100),
  provider_payment_id text,
  -- What applying it did: applied (it changed a payment), ignored (nothing to change: a type
  -- we do not use, or a state the payment had already passed).
  outcome text not null check (outcome in ('applied', 'ignored')),
  created_at timestamptz not null,
  received_at timestamptz not null default now(),
  primary key (tenant_id, provider_event_id)
);

-- One payment at the provider (a Stripe PaymentIntent), what it pays for, and the one ledger
-- payment it became once it succeeded.
create table payments.provider_payments (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  provider text not null check (provider in ('stripe', 'test')),
  provider_payment_id text not null unique check (provider_payment_id ~ '^pi_[A-Za-z0-9_]{8,250}$'),
  client_id uuid not null,
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Stripe's PaymentIntent statuses; a failed attempt leaves it requiring a payment method.
  status text not null check (status in (
    'requires_payment_method', 'requires_confirmation', 'requires_action', 'processing',
    'succeeded', 'canceled'
  )),
  -- What the provider says has been refunded of it so far (never decreases).
  amount_refunded_minor bigint not null default 0,
  -- What it pays for: a place (enrollment), a pack or pass (purchase, granted when it
  -- succeeds), or what the client owes (balance).
  purpose text not null check (purpose in ('enrollment', 'purchase', 'balance')),
  enrollment_id uuid,
  option_id uuid,
  -- The pack or pass a purchase granted.
  grant_id uuid,
  -- The ledger payment it became: set exactly when it succeeded, and no ledger entry is two
  -- provider payments.
  transaction_id uuid,
  last_error_code text,
  last_error_message text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, client_id) references public.clients (tenant_id, id),
  foreign key (tenant_id, enrollment_id) references public.enrollments (tenant_id, id),
  foreign key (tenant_id, option_id) references public.service_options (tenant_id, id),
  foreign key (tenant_id, grant_id) references public.transactions (tenant_id, id),
  foreign key (tenant_id, transaction_id) references public.transactions (tenant_id, id),
  unique (tenant_id, transaction_id),
  unique (tenant_id, grant_id),
  constraint provider_payments_refunded check (amount_refunded_minor between 0 and amount_minor),
  constraint provider_payments_in_ledger check ((status = 'succeeded') = (transaction_id is not null)),
  constraint provider_payments_refund_after_success
    check (amount_refunded_minor = 0 or status = 'succeeded'),
  constraint provider_payments_purpose check (case purpose
    when 'enrollment' then enrollment_id is not null and option_id is null
    when 'purchase' then option_id is not null and enrollment_id is null
    else enrollment_id is null and option_id is null end),
  constraint provider_payments_grant check (grant_id is null or (purpose = 'purchase' and status = 'succeeded'))
);
create index provider_payments_by_client on payments.provider_payments (tenant_id, client_id, created_at);
create index provider_payments_by_enrollment on payments.provider_payments (tenant_id, enrollment_id)
  where enrollment_id is not null;

-- The embedded test provider's objects (customers, payment methods, payment intents, charges,
-- refunds, events) as Stripe's JSON, per business: kept in the database so that a refund days
-- later, a restart or a second server process finds them (docs/decisions/0037).
create table payments.test_provider_objects (
  id text primary key check (id ~ '^[a-z]+_[A-Za-z0-9]{8,64}$'),
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  object jsonb not null,
  created_at timestamptz not null default now()
);
create index test_provider_objects_by_tenant
  on payments.test_provider_objects (tenant_id, (object ->> 'object'), created_at);

-- No request role may read or write any of it: FORCE'd row-level security with no policy, and
-- no grants (decision 0003). Only the server's own connection and the security-definer
-- functions and views reach these tables.
alter table payments.accounts enable row level security;
alter table payments.accounts force row level security;
alter table payments.events enable row level security;
alter table payments.events force row level security;
alter table payments.provider_payments enable row level security;
alter table payments.provider_payments force row level security;
alter table payments.test_provider_objects enable row level security;
alter table payments.test_provider_objects force row level security;
