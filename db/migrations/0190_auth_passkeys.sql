-- Passkeys as a way to sign in (Supabase Auth's /passkeys endpoints), apart from WebAuthn second
-- factors (0090): a discoverable credential names its user by the user handle it carries, so no
-- email is asked first. Like the rest of the auth schema, no request role gets a grant.

create table auth.webauthn_credentials (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The credential id as the browser reports it (base64url), unique over all users.
  credential_id text not null unique,
  -- The COSE public key the authenticator made at registration.
  public_key bytea not null,
  -- The last signature counter; a lower one later means a cloned authenticator.
  sign_count bigint not null default 0,
  aaguid uuid,
  transports jsonb not null default '[]',
  backup_eligible boolean not null default false,
  backed_up boolean not null default false,
  friendly_name text not null default '' check (length(friendly_name) <= 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index webauthn_credentials_user_id_idx on auth.webauthn_credentials (user_id);

-- A ceremony's random challenge, used once: registration is bound to the signed-in user,
-- authentication to nobody until the credential names them.
create table auth.webauthn_challenges (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  challenge_type text not null check (challenge_type in ('registration', 'authentication')),
  challenge text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index webauthn_challenges_expires_at_idx on auth.webauthn_challenges (expires_at);
