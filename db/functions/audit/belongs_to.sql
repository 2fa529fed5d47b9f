-- The booking and the client a changed row belongs to, so that each has its own trail: a place
-- and its attendance belong to the session and the client, a payment to its client and to the
-- session of the place it paid for, a membership's periods and freezes to its client.
create or replace function audit.belongs_to(
  subject text, tenant uuid, line jsonb, out booking_id uuid, out client_id uuid)
language plpgsql stable
set search_path = ''
as $$
begin
  case subject
    when 'booking' then
      booking_id := (line ->> 'id')::uuid;
    when 'client' then
      client_id := (line ->> 'id')::uuid;
    when 'attendance' then
      select e.booking_id, e.client_id into booking_id, client_id
      from public.enrollments e
      where e.tenant_id = tenant and e.id = (line ->> 'enrollment_id')::uuid;
    when 'transaction' then
      client_id := (line ->> 'client_id')::uuid;
      select e.booking_id into booking_id
      from public.enrollments e
      where e.tenant_id = tenant and e.id = (line ->> 'enrollment_id')::uuid;
    when 'file' then
      client_id := (app.client_file_folder(line ->> 'name'))[2];
    when 'membership_period', 'membership_freeze' then
      select s.client_id into client_id
      from public.subscriptions s
      where s.tenant_id = tenant and s.id = (line ->> 'subscription_id')::uuid;
    else
      booking_id := (line ->> 'booking_id')::uuid;
      client_id := (line ->> 'client_id')::uuid;
  end case;
end
$$;

revoke execute on function audit.belongs_to(text, uuid, jsonb) from public;
