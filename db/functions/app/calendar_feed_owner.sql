-- Whose calendar feed the caller means in a business: their own client record, or (for_staff)
-- their own staff member. Raises for a caller who has neither there.
create or replace function app.calendar_feed_owner(
  tenant uuid, for_staff boolean, out client_id uuid, out staff_id uuid)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app.require_user();
  if for_staff then
    if tenant is null or tenant not in (select app.staff_tenants()) then
      perform app.raise_error('forbidden', 'Only the team of this business has a staff calendar here.', 403);
    end if;
    select st.id into staff_id from public.staff st
    where st.tenant_id = tenant and st.user_id = auth.uid();
    if staff_id is null then
      perform app.raise_error('not_on_the_team',
        'You run no sessions or appointments in this business yet: an owner adds you to the team first.', 403);
    end if;
  else
    select own.client_id into client_id from app.own_client_records() own
    where own.tenant_id = tenant;
    if client_id is null then
      perform app.raise_error('not_a_client', 'Join this business before subscribing to its calendar.', 403);
    end if;
  end if;
end
$$;

revoke execute on function app.calendar_feed_owner(uuid, boolean) from public, anon;
grant execute on function app.calendar_feed_owner(uuid, boolean) to authenticated, service_role;
