-- Sign-in with external OpenID Connect providers: the flow state of /authorize also keeps what
-- the callback needs. Its id is the OAuth `state`; an implicit-flow client has no challenge.
alter table auth.flow_state alter column code_challenge drop not null;
alter table auth.flow_state alter column code_challenge_method drop not null;
alter table auth.flow_state add column provider_type text;
alter table auth.flow_state add column redirect_to text;
alter table auth.flow_state add column oidc_nonce text;
alter table auth.flow_state add column provider_code_verifier text;
-- Set when a signed-in user connects the provider (GET /user/identities/authorize).
alter table auth.flow_state add column link_user_id uuid references auth.users (id) on delete cascade;
alter table auth.flow_state add column provider_access_token text;
alter table auth.flow_state add column provider_refresh_token text;
