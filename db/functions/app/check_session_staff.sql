create or replace function app.check_session_staff(tenant uuid, instructor uuid) returns void
language plpgsql stable
as $$
begin
  if instructor is not null and not exists (
    select 1 from public.staff s where s.tenant_id = tenant and s.id = instructor and s.active
  ) then
    perform app.raise_error('staff_not_found', 'Choose an active member of the team.', 404);
  end if;
end
$$;
