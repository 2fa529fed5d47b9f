-- Issue 19, point 1: a business's booking page works without an account. Anonymous callers read
-- the catalogue through the public views (db/views/public/catalogue_*.sql, booking_policies.sql,
-- staff_profiles.sql) and ask for free times (available_slots); the tables stay closed to them.
-- docs/decisions/0028.

-- Whether a newcomer must give a phone number before their first booking (point 2).
alter table public.tenants add column phone_required_to_book boolean not null default false;
