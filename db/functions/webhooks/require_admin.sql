-- The caller must be an owner or admin of the business to manage its webhooks.
create or replace function webhooks.require_admin(tenant uuid) returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app.require_user();
  if tenant is null or tenant not in (select app.admin_tenants()) then
    perform app.raise_error('forbidden',
      'Only an admin or the owner manages the webhooks of this business.', 403);
  end if;
end
$$;

revoke execute on function webhooks.require_admin(uuid) from public;
