create or replace function app.require_staff_of(tenant uuid) returns void
language plpgsql stable
as $$
begin
  perform app.require_user();
  if tenant is null or tenant not in (select app.staff_tenants()) then
    perform app.raise_error('forbidden', 'Only the staff of this business see its figures.', 403);
  end if;
end
$$;
