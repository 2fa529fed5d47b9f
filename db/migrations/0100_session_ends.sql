-- Issue 23: an ended session ends on every API within seconds, not when its access token
-- expires. Every way a session ends writes a row here, from the database itself, so no code
-- path (sign-out, refresh-token reuse, a raised session ending the others, an admin's SQL,
-- a deleted or banned user) can forget it. Each server process reads the rows of the last
-- seconds at most once a second and forgets what it had cached about those sessions
-- (src/server/auth/api-token/session-liveness.ts, docs/decisions/0018).

create table auth.session_ends (
  id bigint generated always as identity primary key,
  -- null: every session of the user (banned, unbanned, or deleted).
  session_id uuid,
  user_id uuid not null,
  -- The moment of the change, not of the transaction's start: readers look back a few
  -- seconds from their own last read.
  ended_at timestamptz not null default clock_timestamp()
);
create index session_ends_ended_at_idx on auth.session_ends (ended_at);

create function auth.record_session_ends() returns trigger
language plpgsql as $$
begin
  insert into auth.session_ends (session_id, user_id)
  select ended.id, ended.user_id from ended_sessions as ended;
  return null;
end
$$;

-- Statement-level with a transition table: "sign out everywhere" ends many sessions at once.
create trigger sessions_record_ends
  after delete on auth.sessions
  referencing old table as ended_sessions
  for each statement execute function auth.record_session_ends();

create function auth.record_user_session_ends() returns trigger
language plpgsql as $$
begin
  insert into auth.session_ends (session_id, user_id) values (null, old.id);
  return null;
end
$$;

create trigger users_record_ban_changes
  after update of banned_until on auth.users
  for each row when (new.banned_until is distinct from old.banned_until)
  execute function auth.record_user_session_ends();

create trigger users_record_deletes
  after delete on auth.users
  for each row execute function auth.record_user_session_ends();
