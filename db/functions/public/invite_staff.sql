-- invite_staff read the caller's role straight from memberships; it now goes through the same
-- rule as everything else.
create or replace function public.invite_staff(tenant_id uuid, email text, role text default 'staff')
returns public.invitations
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  caller_role text;
  invited public.invitations;
begin
  select m.role into caller_role from public.memberships m
  where m.tenant_id = invite_staff.tenant_id and m.user_id = caller
    and m.tenant_id in (select app.staff_tenants());
  if caller_role is null or caller_role = 'staff'
     or (invite_staff.role = 'admin' and caller_role <> 'owner') then
    perform app.raise_error('forbidden', 'Your role cannot invite to this business.', 403);
  end if;
  if invite_staff.role not in ('admin', 'staff') then
    perform app.raise_error('invalid_role', 'Invite as admin or staff.');
  end if;
  if coalesce(invite_staff.email, '') !~ '^[^@\s]+@[^@\s]+$' then
    perform app.raise_error('invalid_email', 'Give an email address such as name@example.com.');
  end if;
  if exists (
    select 1 from public.memberships m join auth.users u on u.id = m.user_id
    where m.tenant_id = invite_staff.tenant_id and u.email = lower(invite_staff.email)
  ) then
    perform app.raise_error('already_member', format('%s is already on the team.', invite_staff.email), 409);
  end if;
  insert into public.invitations as i (tenant_id, email, role, invited_by)
  values (invite_staff.tenant_id, lower(invite_staff.email), invite_staff.role, caller)
  on conflict (tenant_id, email) where accepted_at is null
  do update set role = excluded.role, invited_by = excluded.invited_by,
                expires_at = now() + interval '7 days'
  returning * into invited;
  return invited;
end
$$;

revoke execute on function public.invite_staff(uuid,text,text) from public;
grant execute on function public.invite_staff(uuid,text,text) to authenticated, service_role;
