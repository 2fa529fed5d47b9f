-- The active staff row of a user in a business, or null: who may connect calendars there
-- (the server's connect routes ask before probing an account).
create or replace function calendars.staff_of_user(tenant uuid, user_id uuid) returns uuid
language sql stable security definer set search_path = ''
as $$
  select s.id from public.staff s
  where s.tenant_id = staff_of_user.tenant and s.user_id = staff_of_user.user_id and s.active
    and exists (select 1 from public.memberships m
                where m.tenant_id = s.tenant_id and m.user_id = s.user_id)
$$;

revoke execute on function calendars.staff_of_user(uuid, uuid) from public;
