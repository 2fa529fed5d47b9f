-- audit.entries is append-only (migration 0356): no role, the server's own included, changes,
-- removes or empties it.
create or replace function audit.refuse_change() returns trigger
language plpgsql
as $$
begin
  perform app.raise_error('audit_append_only',
    'The audit trail keeps every entry: none can be changed or removed.', 409);
  return null;
end
$$;

revoke execute on function audit.refuse_change() from public;
