-- Issue 20: a drop-in place held while its card payment is open (public.hold_place), released
-- when the hold runs out. The sweep that releases lapsed offers finds lapsed holds by this index.
create index enrollments_holds_by_expiry on public.enrollments (hold_expires_at)
  where status = 'held';

-- A place's payment that succeeded after its hold was released and the place given to someone
-- else: the money went back to the card (issue 20, point 7: "refunded automatically, and
-- told", the refund's receipt telling the client). When that happened and when the server
-- asked the provider for the refund.
alter table payments.provider_payments
  add column place_lost_at timestamptz,
  add column auto_refund_requested_at timestamptz,
  add constraint provider_payments_place_lost check (place_lost_at is null or purpose = 'enrollment');

-- At most one live payment per place: a second tab or a double click reuses the open one
-- (src/server/payments/open-payment.ts) instead of charging the card twice.
create unique index provider_payments_one_per_place
  on payments.provider_payments (tenant_id, enrollment_id)
  where enrollment_id is not null and status <> 'canceled';
