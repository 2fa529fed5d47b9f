-- Whether the caller has a calendar subscription link in a business, and since when: the link
-- itself cannot be shown again (only its hash is kept), so the app offers a new one.
create or replace function public.calendar_link(tenant_id uuid, for_staff boolean default false)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  owner record;
begin
  select * into owner
  from app.calendar_feed_owner(calendar_link.tenant_id, coalesce(calendar_link.for_staff, false));
  return jsonb_build_object('made_at', (
    select f.created_at from messaging.calendar_feeds f
    where f.tenant_id = calendar_link.tenant_id
      and (f.client_id = owner.client_id or f.staff_id = owner.staff_id)));
end
$$;

revoke execute on function public.calendar_link(uuid, boolean) from public;
grant execute on function public.calendar_link(uuid, boolean) to authenticated, service_role;
