-- SAML 2.0 single sign-on (POST /auth/v1/sso and the ACS), shaped after Supabase Auth's tables.
-- A provider is registered by the admin API with its identity provider's metadata; its domains
-- route sign-ins by email domain; a relay state is one pending AuthnRequest, used once.

create table auth.sso_providers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table auth.saml_providers (
  id uuid primary key default gen_random_uuid(),
  sso_provider_id uuid not null unique references auth.sso_providers (id) on delete cascade,
  entity_id text not null unique check (entity_id <> ''),
  metadata_xml text not null,
  metadata_url text,
  attribute_mapping jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table auth.sso_domains (
  id uuid primary key default gen_random_uuid(),
  sso_provider_id uuid not null references auth.sso_providers (id) on delete cascade,
  domain text not null check (domain = lower(domain) and domain <> ''),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index sso_domains_domain_idx on auth.sso_domains (domain);
create index sso_domains_sso_provider_id_idx on auth.sso_domains (sso_provider_id);

create table auth.saml_relay_states (
  id uuid primary key default gen_random_uuid(),
  sso_provider_id uuid not null references auth.sso_providers (id) on delete cascade,
  -- The ID of our AuthnRequest: the response must name it in InResponseTo.
  request_id text not null unique,
  redirect_to text not null,
  flow_state_id uuid references auth.flow_state (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index saml_relay_states_created_at_idx on auth.saml_relay_states (created_at);

-- A PKCE sign-in by SSO remembers its provider, for the amr of the session it ends in.
alter table auth.flow_state
  add column sso_provider_id uuid references auth.sso_providers (id) on delete cascade;
