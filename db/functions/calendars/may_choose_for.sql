-- Who may change a staff member's calendar choices: that staff member (signed in as the staff
-- row's user) or an owner or admin of their business. Refuses everyone else of the business
-- (forbidden); the caller's view of another business's calendars is that there are none.
create or replace function calendars.may_choose_for(tenant uuid, staff uuid) returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if tenant is null or tenant not in (select app.staff_tenants()) then
    perform app.raise_error('calendar_not_found', 'There is no such calendar.', 404);
  end if;
  if tenant not in (select app.admin_tenants())
     and not exists (select 1 from public.staff s
                     where s.tenant_id = may_choose_for.tenant and s.id = may_choose_for.staff
                       and s.user_id = auth.uid()) then
    perform app.raise_error('forbidden',
      'Only the staff member themselves, an admin or the owner changes their calendars.', 403);
  end if;
end
$$;

revoke execute on function calendars.may_choose_for(uuid, uuid) from public;
