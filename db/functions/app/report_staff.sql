-- Whose sessions a report of attendance or of the team counts: owners and admins choose, null
-- meaning everyone's; a staff member sees their own sessions only,
-- so their filter is always themselves, and asking for a colleague's is refused.
create or replace function app.report_staff(tenant uuid, requested uuid) returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  own uuid;
begin
  perform app.require_staff_of(tenant);
  if tenant in (select app.admin_tenants()) then
    return requested;
  end if;
  select s.id into own from public.staff s where s.tenant_id = tenant and s.user_id = auth.uid();
  if own is null then
    perform app.raise_error('staff_profile_not_found',
      'You have no staff profile in this business, so there are no sessions of yours to report.',
      404);
  end if;
  if requested is not null and requested <> own then
    perform app.raise_error('forbidden', 'Staff see the figures of their own sessions.', 403);
  end if;
  return own;
end
$$;

grant execute on function app.report_staff(uuid,uuid) to public, authenticated, service_role;
