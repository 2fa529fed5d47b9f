-- Second factors (issue #8), with Supabase Auth's table names. Like the rest of the auth
-- schema, only the server's own connection touches them: no request role gets a grant.

create table auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- '' when none was given: two unnamed factors of one user collide, as on Supabase.
  friendly_name text not null default '',
  factor_type text not null check (factor_type in ('totp', 'phone', 'webauthn')),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  -- The TOTP secret in base32. Kept readable, since verifying a code needs it; the table has
  -- no grants, so only the server reads it.
  secret text,
  phone text check (phone ~ '^[0-9]{8,15}$'),
  -- The last TOTP time step accepted, so that one code cannot be used twice within its window.
  last_totp_step bigint,
  last_challenged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((factor_type = 'totp') = (secret is not null)),
  check ((factor_type = 'phone') = (phone is not null))
);
create unique index mfa_factors_user_friendly_name_key on auth.mfa_factors (user_id, friendly_name);

create table auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  ip_address text not null,
  -- Phone challenges: the SHA-256 of the code sent by SMS.
  otp_code_hash text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  verified_at timestamptz
);
create index mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

-- The amr claims of a session stay in auth.sessions.amr (0003); the factor that raised the
-- session to aal2 is recorded so that unenrolling it lowers the session again.
alter table auth.sessions
  add column factor_id uuid references auth.mfa_factors (id) on delete set null;
create index sessions_factor_id_idx on auth.sessions (factor_id);
