-- The key the server signs JWTs with when JWT_PRIVATE_KEY is not set, generated on first start,
-- and the long-lived anon and service_role keys issued with each signing key. They live in the
-- database so that every instance sharing it signs and accepts the same tokens.
-- No request role may read them: only the server's own connection.

revoke all on schema platform from public;

create table platform.signing_keys (
  kid text primary key,
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);

create table platform.api_keys (
  kid text not null,
  role text not null check (role in ('anon', 'service_role')),
  token text not null,
  created_at timestamptz not null default now(),
  primary key (kid, role)
);
