create or replace function auth.record_session_ends() returns trigger
language plpgsql as $$
begin
  insert into auth.session_ends (session_id, user_id)
  select ended.id, ended.user_id from ended_sessions as ended;
  return null;
end
$$;
