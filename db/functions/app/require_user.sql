create or replace function app.require_user() returns uuid
language plpgsql stable
as $$
begin
  if auth.uid() is null then
    perform app.raise_error('not_signed_in', 'Sign in to do this.', 401);
  end if;
  return auth.uid();
end
$$;

grant execute on function app.require_user() to public, anon, authenticated, service_role;
