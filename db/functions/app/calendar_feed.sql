-- A calendar subscription URL's feed, found by the SHA-256 of its token (the server hashes the
-- token it was given): the business, whose feed it is, and that person's events only, from 30
-- days back (a subscribed calendar keeps recent history) onwards. A client's are their places
-- held or confirmed, in group sessions and private appointments; a staff member's are the
-- sessions and appointments they run. Cancelled ones are left out: a subscribed calendar
-- drops them. Null for a token no feed has (never made, or replaced by a new link). Its words
-- are in its person's language, as their messages are (messaging.person_locale): their
-- account's choice, else (a client's) the language they booked in, else the business's.
-- Called by the server as service_role (src/server/calendar/), never through the data API.
create or replace function app.calendar_feed(token_hash bytea) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  feed messaging.calendar_feeds;
  since timestamptz := now() - interval '30 days';
begin
  select * into feed from messaging.calendar_feeds f
  where f.token_hash = calendar_feed.token_hash;
  if feed.id is null then
    return null;
  end if;
  return jsonb_build_object(
    'business', app.calendar_business(feed.tenant_id),
    'owner', case when feed.client_id is not null then 'client' else 'staff' end,
    'locale', messaging.person_locale(feed.tenant_id, feed.client_id, feed.staff_id, null),
    'name', coalesce(
      (select c.full_name from public.clients c
       where c.tenant_id = feed.tenant_id and c.id = feed.client_id),
      (select st.display_name from public.staff st
       where st.tenant_id = feed.tenant_id and st.id = feed.staff_id)),
    'events', coalesce((
      select jsonb_agg(event order by starts_at) from (
        select app.calendar_event(e.tenant_id, e.booking_id, e.id) as event, b.starts_at
        from public.enrollments e
        join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
        where feed.client_id is not null
          and e.tenant_id = feed.tenant_id and e.client_id = feed.client_id
          and e.status in ('held', 'confirmed')
          and b.status <> 'cancelled' and b.ends_at > since
        union all
        select app.calendar_event(b.tenant_id, b.id, null), b.starts_at
        from public.bookings b
        where feed.staff_id is not null
          and b.tenant_id = feed.tenant_id and b.staff_id = feed.staff_id
          and b.status <> 'cancelled' and b.ends_at > since
        order by starts_at
        limit 1000
      ) events), '[]'::jsonb)
  );
end
$$;

revoke execute on function app.calendar_feed(bytea) from public, anon, authenticated;
grant execute on function app.calendar_feed(bytea) to service_role;
