-- The invited person, signed in with the invited email, joins the team.
create or replace function public.accept_invitation(invitation_id uuid)
returns public.memberships
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := app.require_user();
  invitation public.invitations;
  joined public.memberships;
begin
  select * into invitation from public.invitations
  where id = invitation_id and email = lower(auth.email())
  for update;
  if invitation.id is null then
    perform app.raise_error('invitation_not_found', 'There is no invitation for you with this link.', 404);
  end if;
  if invitation.accepted_at is not null then
    perform app.raise_error('invitation_used', 'This invitation has already been accepted.', 409);
  end if;
  if invitation.expires_at < now() then
    perform app.raise_error('invitation_expired', 'This invitation has expired: ask for a new one.', 410);
  end if;
  insert into public.memberships (tenant_id, user_id, role)
  values (invitation.tenant_id, caller, invitation.role)
  on conflict (tenant_id, user_id) do nothing;
  insert into public.staff (tenant_id, user_id, display_name, email)
  values (
    invitation.tenant_id,
    caller,
    coalesce(nullif(btrim(auth.jwt() -> 'user_metadata' ->> 'full_name'), ''), auth.email()),
    auth.email()
  )
  on conflict (tenant_id, user_id) do nothing;
  update public.invitations set accepted_at = now(), accepted_by = caller
  where tenant_id = invitation.tenant_id and id = invitation.id;
  select * into joined from public.memberships
  where tenant_id = invitation.tenant_id and user_id = caller;
  return joined;
end
$$;

revoke execute on function public.accept_invitation(uuid) from public;
grant execute on function public.accept_invitation(uuid) to authenticated, service_role;
