-- A staff member turns on or off the emails about private appointments booked or cancelled with
-- them, for themselves only (their staff row in this business; nobody else may change it).
create or replace function public.set_appointment_emails(tenant_id uuid, enabled boolean)
returns public.staff
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  saved public.staff;
begin
  if set_appointment_emails.enabled is null then
    perform app.raise_error('invalid_value', 'Say whether the emails are on (true) or off (false).');
  end if;
  update public.staff s set appointment_emails = set_appointment_emails.enabled
  where s.tenant_id = set_appointment_emails.tenant_id and s.user_id = caller
    and s.tenant_id in (select app.staff_tenants())
  returning * into saved;
  if saved.id is null then
    perform app.raise_error('staff_profile_not_found',
      'You have no staff profile in this business, so no appointments are booked with you.', 404);
  end if;
  return saved;
end
$$;

revoke execute on function public.set_appointment_emails(uuid,boolean) from public;
grant execute on function public.set_appointment_emails(uuid,boolean) to authenticated, service_role;
