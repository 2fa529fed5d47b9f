-- A business can require two-step sign-in of its team (tenants.staff_mfa_required, DESIGN.md
-- section 4). The rule lives where every policy and operation already asks "which businesses does
-- the caller work in": app.tenants_with_role. In a business that requires it, a session below
-- aal2 (no second factor passed, read from the JWT's `aal` claim) works in nothing there.
--
-- The member still sees the business itself and their own membership, so the screens can say why
-- the rest is closed and guide them to set up or pass a second factor.

create function app.session_aal() returns text
language sql stable
as $$ select coalesce(auth.jwt() ->> 'aal', 'aal1') $$;

create or replace function app.tenants_with_role(roles text[]) returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select m.tenant_id
  from public.memberships m
  join public.tenants t on t.id = m.tenant_id
  where m.user_id = auth.uid() and m.role = any (roles)
    and (not t.staff_mfa_required or app.session_aal() = 'aal2')
$$;

-- Every business the caller belongs to, whether or not this session may work in it yet.
create function app.member_tenants() returns setof uuid
language sql stable security definer set search_path = ''
as $$ select tenant_id from public.memberships where user_id = auth.uid() $$;

drop policy tenants_read on public.tenants;
create policy tenants_read on public.tenants for select to authenticated
  using (id in (select app.visible_tenants()) or id in (select app.member_tenants()));

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

-- An owner turns the rule on only from a session that already passed a second factor, so they
-- cannot shut themselves out of their own business by accident.
create function app.two_step_before_requiring_it() returns trigger
language plpgsql
as $$
begin
  if new.staff_mfa_required and not old.staff_mfa_required
     and auth.uid() is not null and app.session_aal() <> 'aal2' then
    perform app.raise_error(
      'two_step_required_first',
      'Set up two-step sign-in for your own account, and use it, before requiring it of your team.',
      403
    );
  end if;
  return new;
end
$$;
create trigger tenants_two_step_before_requiring_it
  before update of staff_mfa_required on public.tenants
  for each row execute function app.two_step_before_requiring_it();

grant execute on function app.session_aal(), app.member_tenants() to anon, authenticated, service_role;
