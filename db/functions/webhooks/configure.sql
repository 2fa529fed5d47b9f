-- What the operator decided, written by each server at its start (WEBHOOKS_ALLOW_PRIVATE).
create or replace function webhooks.configure(allow_private boolean) returns void
language sql security definer set search_path = ''
as $$ update webhooks.settings s set allow_private = configure.allow_private $$;

revoke execute on function webhooks.configure(boolean) from public;
