-- The caller must be an owner or admin of the business: the reports of its money and its
-- clients are theirs; staff see the figures of their own sessions (app.report_staff).
create or replace function app.require_admin_of(tenant uuid) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  perform app.require_user();
  if tenant is null or tenant not in (select app.admin_tenants()) then
    perform app.raise_error('forbidden',
      'Only an admin or the owner sees the money and clients reports.', 403);
  end if;
end
$$;

grant execute on function app.require_admin_of(uuid) to public, authenticated, service_role;
