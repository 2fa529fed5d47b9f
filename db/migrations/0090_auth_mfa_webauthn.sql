-- WebAuthn second factors (passkeys used as an MFA factor). The credential a verified factor
-- was registered with, and the challenge a WebAuthn ceremony must sign; like the rest of the
-- auth schema, no request role gets a grant.

alter table auth.mfa_factors
  -- The credential id as the browser reports it (base64url), unique over all users.
  add column web_authn_credential_id text,
  -- The COSE public key the authenticator made at registration.
  add column web_authn_public_key bytea,
  -- The authenticator's last signature counter; a lower one later means a cloned key.
  add column web_authn_sign_count bigint,
  -- The authenticator model, as it said at registration (all zeros when it did not say).
  add column web_authn_aaguid uuid,
  add check (
    factor_type = 'webauthn' or
      (web_authn_credential_id is null and web_authn_public_key is null)
  ),
  add check (
    factor_type <> 'webauthn' or status = 'unverified' or
      (web_authn_credential_id is not null and web_authn_public_key is not null and
       web_authn_sign_count is not null)
  );
create unique index mfa_factors_web_authn_credential_id_key
  on auth.mfa_factors (web_authn_credential_id) where web_authn_credential_id is not null;

alter table auth.mfa_challenges
  -- The random challenge (base64url) handed out; the response must carry it signed.
  add column web_authn_challenge text,
  -- 'create' (registering the factor) or 'request' (signing in with it).
  add column web_authn_type text check (web_authn_type in ('create', 'request')),
  add check ((web_authn_challenge is null) = (web_authn_type is null));
