-- Issue 20: a drop-in place held while its card payment is open (public.hold_place), released
-- when the hold runs out. The sweep that releases lapsed offers finds lapsed holds by this index.
create index enrollments_holds_by_expiry on public.enrollments (hold_expires_at)
  where status = 'held';
