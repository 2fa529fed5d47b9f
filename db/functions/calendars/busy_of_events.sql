-- The events a sync read, as busy_events keeps them: `[{remote_id, uid, title, busy: [{start,
-- end}]}]` to one row per remote id (an id listed twice is one event with all its instances),
-- its instances in one multirange (empty or reversed ones dropped, an event left with none is
-- no event), the texts cut to the columns' lengths. Events of ours are left out: a UID whose
-- part before '@' is a booking of this business (the booking itself is busy; its event would
-- block it against itself when moved).
create or replace function calendars.busy_of_events(tenant uuid, events jsonb)
returns table (remote_id text, uid text, title text, busy tstzmultirange)
language sql stable security definer set search_path = ''
as $$
  with listed as (
    select left(e.value ->> 'remote_id', 2000) as remote_id,
           left(e.value ->> 'uid', 1000) as uid,
           left(e.value ->> 'title', 500) as title,
           e.value -> 'busy' as busy
    from jsonb_array_elements(
           case when jsonb_typeof(events) = 'array' then events else '[]'::jsonb end) e
    where jsonb_typeof(e.value) = 'object' and coalesce(e.value ->> 'remote_id', '') <> ''
  ),
  instances as (
    select l.remote_id, l.uid, l.title,
           tstzrange((i.value ->> 'start')::timestamptz, (i.value ->> 'end')::timestamptz) as during
    from listed l
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof(l.busy) = 'array' then l.busy else '[]'::jsonb end) i
    where (i.value ->> 'start')::timestamptz < (i.value ->> 'end')::timestamptz
  )
  select i.remote_id, min(i.uid), min(i.title), range_agg(i.during)
  from instances i
  where not exists (
    select 1 from public.bookings b
    where b.tenant_id = busy_of_events.tenant
      and split_part(i.uid, '@', 1) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      and b.id = (case when split_part(i.uid, '@', 1)
                            ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                       then split_part(i.uid, '@', 1)::uuid end))
  group by i.remote_id
$$;

revoke execute on function calendars.busy_of_events(uuid, jsonb) from public;
