-- Makes the caller's calendar subscription link in a business, or a new one in place of the
-- old, which stops working at once: a random token, of which only the SHA-256 is kept. The
-- token is returned this once (the app shows the URL built from it). for_staff: the feed of the
-- sessions and appointments the caller runs, else their own bookings as a client.
create or replace function public.new_calendar_link(tenant_id uuid, for_staff boolean default false)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  owner record;
  token text := rtrim(translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_'), '=');
  made timestamptz;
begin
  select * into owner
  from app.calendar_feed_owner(new_calendar_link.tenant_id, coalesce(new_calendar_link.for_staff, false));
  delete from messaging.calendar_feeds f
  where f.tenant_id = new_calendar_link.tenant_id
    and (f.client_id = owner.client_id or f.staff_id = owner.staff_id);
  insert into messaging.calendar_feeds (tenant_id, client_id, staff_id, token_hash)
  values (new_calendar_link.tenant_id, owner.client_id, owner.staff_id,
          sha256(convert_to(token, 'UTF8')))
  returning created_at into made;
  return jsonb_build_object('token', token, 'made_at', made);
end
$$;

revoke execute on function public.new_calendar_link(uuid, boolean) from public;
grant execute on function public.new_calendar_link(uuid, boolean) to authenticated, service_role;
