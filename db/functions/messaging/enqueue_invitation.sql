-- The invitation email: who invites to which business, as what, and until when. Its link is
-- the set-up screen, which needs the invited address's own session to accept (no secret in
-- it). Renewing an invitation (a new expiry, to the microsecond) sends it again; anything else
-- about it does not.
create or replace function messaging.enqueue_invitation(tenant uuid, invitation uuid)
returns void
language plpgsql
as $$
declare
  invited public.invitations;
  inviter text;
begin
  select * into invited from public.invitations i
  where i.tenant_id = enqueue_invitation.tenant and i.id = enqueue_invitation.invitation;
  if invited.id is null or invited.accepted_at is not null or invited.expires_at <= now() then
    return;
  end if;
  select coalesce(nullif(btrim(s.display_name), ''),
                  nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), u.email)
    into inviter
  from auth.users u
  left join public.staff s on s.tenant_id = invited.tenant_id and s.user_id = u.id
  where u.id = invited.invited_by;
  perform messaging.enqueue_to_address(invited.tenant_id, invited.email,
    'invitation:' || invited.id || ':' || extract(epoch from invited.expires_at),
    'staff_invitation',
    jsonb_build_object(
      'business', messaging.business_snapshot(invited.tenant_id),
      'invitation', jsonb_build_object(
        'email', invited.email, 'role', invited.role, 'expires_at', invited.expires_at,
        'invited_by', inviter)));
end
$$;
