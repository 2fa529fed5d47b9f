-- Who asked for each refund to a card (src/server/payments/refund-to-card.ts), written before
-- the provider is asked: the refund its webhook then records (payments.record_refunded) names
-- that person and their request in the audit trail, not the system (docs/decisions/0068).
create table payments.refund_requests (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  provider_payment_id text not null,
  -- The request's settings as audit.actor reads them (src/server/db/on-behalf-of.ts).
  claims jsonb not null,
  method text not null,
  path text not null,
  request_id text not null,
  requested_at timestamptz not null default now(),
  recorded_at timestamptz,
  primary key (tenant_id, id)
);
create index refund_requests_open on payments.refund_requests
  (tenant_id, provider_payment_id, requested_at) where recorded_at is null;

-- No request role reaches it (decision 0003).
alter table payments.refund_requests enable row level security;
alter table payments.refund_requests force row level security;
