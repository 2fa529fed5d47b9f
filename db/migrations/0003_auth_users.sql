-- The auth service's own tables, with Supabase Auth's names so that auth.uid() and foreign keys
-- to auth.users read as they do on Supabase. Only the server's own connection touches them:
-- no request role gets a grant here (docs/decisions/0003-explicit-grants.md).

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text check (email = lower(email)),
  encrypted_password text,
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  email_change text,
  email_change_sent_at timestamptz,
  phone text check (phone ~ '^[0-9]{8,15}$'),
  phone_confirmed_at timestamptz,
  phone_change text,
  phone_change_sent_at timestamptz,
  reauthentication_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}',
  raw_user_meta_data jsonb not null default '{}',
  is_anonymous boolean not null default false,
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One account per address, whatever its case.
create unique index users_email_key on auth.users (lower(email));
create unique index users_phone_key on auth.users (phone);

create table auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1' check (aal in ('aal1', 'aal2')),
  -- [{method, timestamp}], newest first, one entry per method.
  amr jsonb not null default '[]',
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index sessions_user_id_idx on auth.sessions (user_id);

-- Only the SHA-256 of each refresh token is kept; revoked tokens stay until the session goes,
-- so that a reuse can be told from an unknown token.
create table auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  parent bigint references auth.refresh_tokens (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- PKCE: the code challenge of a flow that continues through an email link.
create table auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code uuid not null unique default gen_random_uuid(),
  code_challenge text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now()
);

-- Emailed links and codes. token_hash is the SHA-256 of the link token; code_hash the SHA-256 of
-- "<relates_to>:<code>" so a six-digit code is only found together with its address.
create table auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in (
    'confirmation', 'invite', 'magiclink', 'recovery', 'email_change_new',
    'phone_confirmation', 'phone_change', 'reauthentication'
  )),
  relates_to text not null,
  token_hash text not null unique,
  code_hash text not null,
  flow_state_id uuid references auth.flow_state (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index one_time_tokens_code_hash_idx on auth.one_time_tokens (code_hash);
-- One pending token of each kind per user: sending a new one replaces the old.
create unique index one_time_tokens_user_type_key on auth.one_time_tokens (user_id, token_type);

create table auth.audit_log_entries (
  id uuid primary key default gen_random_uuid(),
  payload jsonb not null,
  ip_address text not null default '',
  created_at timestamptz not null default now()
);
create index audit_log_entries_created_at_idx on auth.audit_log_entries (created_at);
