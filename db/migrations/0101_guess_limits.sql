-- Issue 23: guessing does not pay. A one-time code or a second-factor challenge is void after
-- five wrong tries, and wrong passwords slow down the address they were tried for.

alter table auth.one_time_tokens
  add column failed_attempts integer not null default 0 check (failed_attempts between 0 and 5);

alter table auth.mfa_challenges
  add column failed_attempts integer not null default 0 check (failed_attempts between 0 and 5);

-- Keyed by the SHA-256 of the address as typed (lowercased), whether or not an account has
-- it, so that the slowdown says nothing about which addresses exist.
create table auth.sign_in_failures (
  key text primary key,
  failures integer not null check (failures > 0),
  last_failed_at timestamptz not null default now()
);
create index sign_in_failures_last_failed_at_idx on auth.sign_in_failures (last_failed_at);
