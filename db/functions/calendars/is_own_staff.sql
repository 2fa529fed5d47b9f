-- Whether a staff row is the caller's own (signed in as its user, in a business where they are
-- staff): what the calendar views show a staff member of their own calendars and events.
create or replace function calendars.is_own_staff(tenant uuid, staff uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.staff s
    where s.tenant_id = is_own_staff.tenant and s.id = is_own_staff.staff
      and s.user_id = auth.uid() and s.tenant_id in (select app.staff_tenants()))
$$;

revoke execute on function calendars.is_own_staff(uuid, uuid) from public;
grant execute on function calendars.is_own_staff(uuid, uuid) to authenticated, service_role;
