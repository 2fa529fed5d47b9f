-- Issue 18, point 3: private calendar subscription URLs. Each client record (one per business a
-- client books with) and each staff member has at most one feed; only the SHA-256 of its random
-- token is kept, as for a waitlist offer's link (0120), so the URL is shown once, when it is
-- made, and making a new one replaces the row: the old URL stops working in the same commit
-- (docs/decisions/0031-calendar-feeds.md). The functions that read and make feeds are in
-- db/functions/app/ and db/functions/public/.
create table messaging.calendar_feeds (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  client_id uuid,
  staff_id uuid,
  token_hash bytea not null unique check (length(token_hash) = 32),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, client_id) references public.clients (tenant_id, id) on delete cascade,
  foreign key (tenant_id, staff_id) references public.staff (tenant_id, id) on delete cascade,
  -- A feed is a client's or a staff member's, never both, never nobody's.
  constraint calendar_feeds_owner check (num_nonnulls(client_id, staff_id) = 1),
  unique (tenant_id, client_id),
  unique (tenant_id, staff_id)
);

-- Only the security-definer functions read and write feeds: no grants, FORCE'd security with
-- no policy.
alter table messaging.calendar_feeds enable row level security;
alter table messaging.calendar_feeds force row level security;
