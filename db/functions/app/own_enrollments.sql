-- The caller's enrollments, for the policies of the rows that hang off them.
create or replace function app.own_enrollments() returns table (tenant_id uuid, enrollment_id uuid, booking_id uuid)
language sql stable security definer set search_path = ''
as $$
  select e.tenant_id, e.id, e.booking_id
  from public.enrollments e
  join public.clients c on c.tenant_id = e.tenant_id and c.id = e.client_id
  where c.user_id = auth.uid()
$$;

grant execute on function app.own_enrollments() to public, authenticated, service_role;
