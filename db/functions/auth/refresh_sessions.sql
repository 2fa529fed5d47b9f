-- Several refresh-token exchanges in one statement, in order (auth.refresh_session each): the
-- embedded database runs statements one at a time, so the refreshes that arrive while one runs
-- go together (src/server/db/coalesced-calls.ts). Each answers as it would alone: a later
-- exchange sees what an earlier one of the same session did, as if it came after it.
create or replace function auth.refresh_sessions(
  presented text[], next text[], ips text[], reuse_seconds float8
) returns table (outcome text, session jsonb, account jsonb)
language plpgsql
set search_path = ''
as $$
begin
  for i in 1 .. coalesce(array_length(presented, 1), 0) loop
    return query
    select r.outcome, r.session, r.account
    from auth.refresh_session(presented[i], next[i], reuse_seconds, ips[i]) r;
  end loop;
end
$$;

revoke execute on function auth.refresh_sessions(text[], text[], text[], float8)
  from public, anon, authenticated;
