-- Issue 20, decision 0043: a place offered from an 'auto' waitlist whose drop-in must be paid
-- online is charged to the client's saved card, once, by the server
-- (src/server/payments/offered-place-charges.ts). Each offer is claimed here before its card is
-- charged, so two server processes, or two sweeps, never charge one offer twice, and an offer
-- whose card was declined (or that has no saved card) is left to the client to pay.
create table payments.offer_charges (
  tenant_id uuid not null,
  enrollment_id uuid not null,
  claimed_at timestamptz not null default now(),
  primary key (tenant_id, enrollment_id),
  foreign key (tenant_id, enrollment_id) references public.enrollments (tenant_id, id) on delete cascade
);

-- Like the rest of the schema: no request role reads or writes it (decision 0037).
alter table payments.offer_charges enable row level security;
alter table payments.offer_charges force row level security;
