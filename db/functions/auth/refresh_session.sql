-- grant_type=refresh_token in one statement (issue 24, point 3): the exchange of
-- src/server/auth/tokens/refresh-token-rotation.ts, its audit entry and the user the answer
-- carries, so that a refresh is one round trip and its plans stay cached in this function
-- (called through auth.refresh_sessions, which takes several at once).
--
-- The token row and then its session are locked, so two exchanges of one token take turns and
-- the second sees it revoked. A revoked token presented again within reuse_seconds gets a new
-- child (two tabs refreshing at once); later it is taken as stolen and the session ends, which
-- commits, as the answer is an outcome and not an error. Only digests are stored: presented and
-- next are SHA-256 hex digests of the token given and of the one to hand out.
--
-- outcome: rotated (session and account are set), not_found, no_session, banned or reused.
-- account: {user, identities, factors}, rows as to_jsonb writes them (the factors without
-- their secrets), for the server to build the contract's User object.
create or replace function auth.refresh_session(
  presented text, next text, reuse_seconds float8, ip text
) returns table (outcome text, session jsonb, account jsonb)
language plpgsql
set search_path = ''
as $$
declare
  token auth.refresh_tokens;
  found_session auth.sessions;
begin
  select t.* into token from auth.refresh_tokens t where t.token_hash = presented for update;
  if token.id is null then
    return query select 'not_found', null::jsonb, null::jsonb;
    return;
  end if;
  select s.* into found_session from auth.sessions s where s.id = token.session_id for update;
  if found_session.id is null then
    return query select 'no_session', null::jsonb, null::jsonb;
    return;
  end if;
  if exists (
    select 1 from auth.users u where u.id = found_session.user_id and u.banned_until > now()
  ) then
    return query select 'banned', null::jsonb, null::jsonb;
    return;
  end if;
  if token.revoked and extract(epoch from now() - token.updated_at) > reuse_seconds then
    delete from auth.sessions s where s.id = found_session.id;
    insert into auth.audit_log_entries (payload, ip_address)
    values (jsonb_build_object('action', 'token_revoked', 'actor_id', '', 'traits', '{}'::jsonb), ip);
    return query select 'reused', null::jsonb, null::jsonb;
    return;
  end if;
  if not token.revoked then
    update auth.refresh_tokens t set revoked = true, updated_at = now() where t.id = token.id;
  end if;
  update auth.sessions s set refreshed_at = now(), updated_at = now() where s.id = found_session.id;
  insert into auth.refresh_tokens (token_hash, session_id, user_id, parent)
  values (next, found_session.id, found_session.user_id, token.id);
  insert into auth.audit_log_entries (payload, ip_address)
  values (jsonb_build_object(
    'action', 'token_refreshed', 'actor_id', found_session.user_id, 'traits', '{}'::jsonb
  ), ip);
  return query
  select 'rotated', to_jsonb(found_session), jsonb_build_object(
    'user', to_jsonb(u),
    'identities', (
      select coalesce(jsonb_agg(to_jsonb(i) order by i.created_at), '[]')
      from auth.identities i where i.user_id = u.id
    ),
    'factors', (
      select coalesce(jsonb_agg(to_jsonb(f) - 'secret' order by f.created_at, f.id), '[]')
      from auth.mfa_factors f where f.user_id = u.id
    )
  )
  from auth.users u where u.id = found_session.user_id;
end
$$;

revoke execute on function auth.refresh_session(text, text, float8, text)
  from public, anon, authenticated;
