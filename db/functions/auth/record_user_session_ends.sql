create or replace function auth.record_user_session_ends() returns trigger
language plpgsql as $$
begin
  insert into auth.session_ends (session_id, user_id) values (null, old.id);
  return null;
end
$$;
