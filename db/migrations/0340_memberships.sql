-- Issue 35: memberships. A business sells plans (unlimited or N classes a period, renewing by
-- themselves); a client holds a subscription to a plan, made of periods, each charged once and
-- each granting its allowance in the ledger (docs/decisions/0060-memberships.md, 0061).
-- The table `memberships` already means a person's role in a business: these are plans and
-- subscriptions.

-- The database's clock for memberships: now() moved by an offset that tests set (a clock the
-- tests control, on both databases). No request role can read or change it; in a deployment it
-- stays zero. Every membership rule reads app.now() (db/functions/app/now.sql).
create table platform.clock (
  id boolean primary key default true check (id),
  shift interval not null default interval '0'
);
insert into platform.clock default values;
revoke all on platform.clock from public;

-- What a business decides about memberships, beside its other policies.
alter table public.tenants
  -- Days after a declined renewal on which it is tried again (default +1, +3 and +7 days).
  add column membership_retry_days int[] not null default array[1, 3, 7]
    constraint tenants_membership_retry_days check (
      cardinality(membership_retry_days) between 0 and 10
      and 0 < all (membership_retry_days) and 60 >= all (membership_retry_days)),
  -- How long a member may go on booking while a renewal is unpaid.
  add column membership_grace_days int not null default 3
    constraint tenants_membership_grace_days check (membership_grace_days between 0 and 60),
  -- What a late cancel of a place booked with a membership costs: the class from the allowance
  -- (use), or the late-cancel fee with the class given back (fee).
  add column membership_late_cancel text not null default 'use'
    constraint tenants_membership_late_cancel check (membership_late_cancel in ('use', 'fee'));

create table public.plans (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 120),
  description text not null default '' check (length(description) <= 2000),
  -- The price of each period, in the business's currency (set by app.check_plan when left out).
  price_minor bigint not null check (price_minor between 0 and 100000000),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  period text not null check (period in ('week', 'month', 'year')),
  -- Bookings a period gives: null for unlimited.
  allowance int check (allowance between 1 and 1000),
  -- Of a period's unused bookings, how many carry into the next (null: none carries).
  carry_over_cap int check (carry_over_cap between 1 and 1000),
  -- Bookings a day, whatever is left of the period's allowance (null: no limit).
  daily_limit int check (daily_limit between 1 and 50),
  joining_fee_minor bigint not null default 0 check (joining_fee_minor between 0 and 100000000),
  -- The first period's price, when it differs from the price (an introductory offer).
  first_period_price_minor bigint check (first_period_price_minor between 0 and 100000000),
  -- Periods a member commits to ("annual, paid monthly" is 12 on a monthly plan).
  minimum_periods int not null default 1 check (minimum_periods between 1 and 120),
  -- Days of notice a cancellation needs.
  notice_days int not null default 0 check (notice_days between 0 and 365),
  active boolean not null default true,
  sort_order int not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  constraint plans_carry_over check (carry_over_cap is null or allowance is not null)
);

-- The services a plan covers (group services: its members book their sessions with it).
create table public.plan_services (
  tenant_id uuid not null,
  plan_id uuid not null,
  service_id uuid not null,
  primary key (tenant_id, plan_id, service_id),
  foreign key (tenant_id, plan_id) references public.plans (tenant_id, id) on delete cascade,
  foreign key (tenant_id, service_id) references public.services (tenant_id, id) on delete cascade
);
create index plan_services_by_service on public.plan_services (tenant_id, service_id);

-- A client's membership of a plan. Its state is what was decided (pending until its first
-- payment succeeds, live, ended, abandoned when a first payment never came); whether it is
-- frozen, overdue, paused or suspended follows from its periods and freezes
-- (public.client_subscriptions).
create table public.subscriptions (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  client_id uuid not null,
  plan_id uuid not null,
  state text not null default 'pending' check (state in ('pending', 'live', 'ended', 'abandoned')),
  -- How renewals are paid: by the saved card, off-session (card), or at the desk (desk: each
  -- renewal's charge is recorded, the client pays it there).
  pays_by text not null check (pays_by in ('card', 'desk')),
  -- When the client agreed to be charged again without being there (card only).
  card_consent_at timestamptz,
  -- A change of plan waiting for the next period (decision 0061).
  next_plan_id uuid,
  -- A cancellation: when it was asked, and when it takes effect (no period starts then or after).
  cancel_requested_at timestamptz,
  ends_at timestamptz,
  -- A pending subscription not paid by then is abandoned.
  pending_until timestamptz,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, client_id) references public.clients (tenant_id, id),
  foreign key (tenant_id, plan_id) references public.plans (tenant_id, id),
  foreign key (tenant_id, next_plan_id) references public.plans (tenant_id, id),
  constraint subscriptions_consent check (pays_by = 'desk' or state = 'pending' or card_consent_at is not null),
  constraint subscriptions_pending check ((state = 'pending') = (pending_until is not null)),
  constraint subscriptions_cancel check ((ends_at is null) = (cancel_requested_at is null))
);
-- One membership of a plan at a time per client.
create unique index subscriptions_one_per_plan on public.subscriptions (tenant_id, client_id, plan_id)
  where state in ('pending', 'live');
create index subscriptions_by_client on public.subscriptions (tenant_id, client_id);

-- Each period of a subscription: made once (its number is the key: the idempotency of a
-- renewal), charged once, and the allowance it grants. ends_at moves only by a freeze that
-- starts inside the period (app.period_end).
create table public.subscription_periods (
  tenant_id uuid not null,
  subscription_id uuid not null,
  number int not null check (number >= 1),
  plan_id uuid not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- What this period costs: the price (the first period's price and the joining fee on the
  -- first), and its charge in the ledger (none when free).
  amount_minor bigint not null check (amount_minor >= 0),
  charge_id uuid,
  -- The period's allowance in the ledger: a credit grant (credits null for unlimited).
  grant_id uuid not null,
  -- Collecting the charge: paid (a card payment or the first payment succeeded, or nothing was
  -- owed), due (to charge to the saved card), charging (claimed until lease_until), retrying
  -- (declined, tried again at next_attempt_at), failed (the last retry declined: suspended),
  -- written_off (staff wrote it off), desk (paid at the desk, the charge is owed until then).
  billing text not null check (billing in (
    'paid', 'due', 'charging', 'retrying', 'failed', 'written_off', 'desk'
  )),
  attempts int not null default 0,
  next_attempt_at timestamptz,
  lease_until timestamptz,
  provider_payment_id text,
  last_error_code text,
  last_error_message text,
  -- When the charge was first declined: the grace period counts from here.
  overdue_since timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, subscription_id, number),
  foreign key (tenant_id, subscription_id) references public.subscriptions (tenant_id, id),
  foreign key (tenant_id, plan_id) references public.plans (tenant_id, id),
  foreign key (tenant_id, charge_id) references public.transactions (tenant_id, id),
  foreign key (tenant_id, grant_id) references public.transactions (tenant_id, id),
  unique (tenant_id, charge_id),
  unique (tenant_id, grant_id),
  constraint subscription_periods_span check (ends_at > starts_at),
  constraint subscription_periods_charge check ((amount_minor = 0) = (charge_id is null)),
  constraint subscription_periods_claim check ((billing = 'charging') = (lease_until is not null)),
  constraint subscription_periods_attempt check (
    billing not in ('due', 'retrying') or next_attempt_at is not null)
);
create index subscription_periods_to_charge on public.subscription_periods (next_attempt_at)
  where billing in ('due', 'retrying', 'charging');
create index subscription_periods_by_end on public.subscription_periods (tenant_id, subscription_id, ends_at);

-- A freeze: from one day to another (local days of the business, ends_on excluded). The period
-- it starts in lasts exactly its length longer; places booked inside it are cancelled.
create table public.subscription_freezes (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  subscription_id uuid not null,
  starts_on date not null,
  ends_on date not null,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, subscription_id) references public.subscriptions (tenant_id, id),
  constraint subscription_freezes_span check (ends_on > starts_on and ends_on - starts_on <= 366)
);
create index subscription_freezes_by_subscription on public.subscription_freezes (tenant_id, subscription_id, starts_on);

-- The ledger names the subscription (and its period) an entry belongs to: the period's charge
-- and grant, the places its allowance paid for, a written-off renewal.
alter table public.transactions add column subscription_id uuid,
  add foreign key (tenant_id, subscription_id) references public.subscriptions (tenant_id, id);
create index transactions_by_subscription on public.transactions (tenant_id, subscription_id)
  where subscription_id is not null;

-- A place is paid with an option or with a membership, never both.
alter table public.enrollments add column subscription_id uuid,
  add foreign key (tenant_id, subscription_id) references public.subscriptions (tenant_id, id),
  add constraint enrollments_paid_once check (option_id is null or subscription_id is null);
create index enrollments_by_subscription on public.enrollments (tenant_id, subscription_id)
  where subscription_id is not null;

-- A provider payment may pay a membership's first period (joining) or a renewal's charge.
alter table payments.provider_payments
  add column subscription_id uuid,
  add foreign key (tenant_id, subscription_id) references public.subscriptions (tenant_id, id),
  drop constraint provider_payments_purpose_check,
  add constraint provider_payments_purpose_check
    check (purpose in ('enrollment', 'purchase', 'balance', 'fee', 'membership', 'renewal')),
  drop constraint provider_payments_purpose,
  add constraint provider_payments_purpose check (case purpose
    when 'enrollment' then enrollment_id is not null and option_id is null and fee_id is null and subscription_id is null
    when 'purchase' then option_id is not null and enrollment_id is null and fee_id is null and subscription_id is null
    when 'fee' then fee_id is not null and enrollment_id is null and option_id is null and subscription_id is null
    when 'membership' then subscription_id is not null and fee_id is null and enrollment_id is null and option_id is null
    when 'renewal' then subscription_id is not null and fee_id is not null and enrollment_id is null and option_id is null
    else enrollment_id is null and option_id is null and fee_id is null and subscription_id is null end);
-- At most one live payment of a membership's first period.
create unique index provider_payments_one_per_joining
  on payments.provider_payments (tenant_id, subscription_id)
  where purpose = 'membership' and status <> 'canceled';

-- A plan is priced in its business's currency, and covers only that business's group services:
-- its members book classes with it (appointments are booked with a variant).
create or replace function app.check_plan() returns trigger
language plpgsql
as $$
begin
  if tg_table_name = 'plans' then
    if new.currency is null then
      select currency into new.currency from public.tenants where id = new.tenant_id;
    end if;
    new.updated_at := now();
  elsif (select kind from public.services where tenant_id = new.tenant_id and id = new.service_id) <> 'group' then
    perform app.raise_error('invalid_plan_service', 'A membership covers classes (group services), not appointments.');
  end if;
  return new;
end
$$;
create trigger plans_check before insert or update on public.plans
  for each row execute function app.check_plan();
create trigger plan_services_check before insert or update on public.plan_services
  for each row execute function app.check_plan();

-- Plans are written by admins and owners, read by the business's staff and its clients (the
-- public catalogue reads them through public.catalogue_plans).
call app.protect_tenant_table('plans', 'admin_tenants', 'manage');
call app.protect_tenant_table('plan_services', 'admin_tenants', 'manage');
create policy plans_read on public.plans for select to authenticated
  using (tenant_id in (select app.visible_tenants()));
create policy plan_services_read on public.plan_services for select to authenticated
  using (tenant_id in (select app.visible_tenants()));

-- Subscriptions, periods and freezes change only through the functions in db/functions (they
-- keep the ledger and the billing in step); staff read their business's, a client their own.
alter table public.subscriptions enable row level security;
alter table public.subscriptions force row level security;
alter table public.subscription_periods enable row level security;
alter table public.subscription_periods force row level security;
alter table public.subscription_freezes enable row level security;
alter table public.subscription_freezes force row level security;
create policy subscriptions_staff on public.subscriptions for select to authenticated
  using (tenant_id in (select app.staff_tenants()));
create policy subscriptions_client on public.subscriptions for select to authenticated
  using ((tenant_id, client_id) in (select tenant_id, client_id from app.own_client_records()));
create policy subscription_periods_staff on public.subscription_periods for select to authenticated
  using (tenant_id in (select app.staff_tenants()));
create policy subscription_periods_client on public.subscription_periods for select to authenticated
  using ((tenant_id, subscription_id) in (
    select s.tenant_id, s.id from public.subscriptions s
    where (s.tenant_id, s.client_id) in (select tenant_id, client_id from app.own_client_records())));
create policy subscription_freezes_staff on public.subscription_freezes for select to authenticated
  using (tenant_id in (select app.staff_tenants()));
create policy subscription_freezes_client on public.subscription_freezes for select to authenticated
  using ((tenant_id, subscription_id) in (
    select s.tenant_id, s.id from public.subscriptions s
    where (s.tenant_id, s.client_id) in (select tenant_id, client_id from app.own_client_records())));
grant select on public.subscriptions, public.subscription_periods, public.subscription_freezes
  to authenticated;
grant all on public.subscriptions, public.subscription_periods, public.subscription_freezes
  to service_role;
