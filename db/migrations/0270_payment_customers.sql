-- Issue 20, point 2: a card saved for next time. Each client who pays online is one customer
-- at the business's provider (a Stripe Customer), made at their first payment; a card saved
-- with a payment is attached to it there, and the provider keeps the card (we keep only the
-- customer's id). Late-cancel and no-show fees may be charged to it where the business allows.
create table payments.customers (
  tenant_id uuid not null,
  client_id uuid not null,
  provider_customer_id text not null check (provider_customer_id ~ '^cus_[A-Za-z0-9_]{8,250}$'),
  created_at timestamptz not null default now(),
  primary key (tenant_id, client_id),
  unique (tenant_id, provider_customer_id),
  foreign key (tenant_id, client_id) references public.clients (tenant_id, id) on delete cascade
);

-- Like the rest of the schema: no request role reads or writes it (decision 0037).
alter table payments.customers enable row level security;
alter table payments.customers force row level security;
