-- The client (or staff for them) takes an offered place before its offer lapses.
create or replace function public.accept_offer(enrollment_id uuid) returns public.enrollments
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  place public.enrollments;
begin
  perform app.require_user();
  select e.* into place from public.enrollments e where e.id = accept_offer.enrollment_id;
  if place.id is null or not app.acts_for_client(place.tenant_id, place.client_id) then
    perform app.raise_error('enrollment_not_found', 'There is no such offer.', 404);
  end if;
  return app.take_offer(place.tenant_id, place.id);
end
$$;

revoke execute on function public.accept_offer(uuid) from public;
grant execute on function public.accept_offer(uuid) to authenticated, service_role;
