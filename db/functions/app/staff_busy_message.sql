-- The sentence for an instructor who is already busy: who, with what, when (in the business's
-- zone), so the person scheduling knows what to move.
create or replace function app.staff_busy_message(tenant uuid, instructor uuid, during tstzrange, other_than uuid)
returns text
language sql stable
as $$
  select coalesce(
    (select format('%s already has %s on %s at %s: choose another time or instructor.',
                   st.display_name, s.name,
                   to_char(b.starts_at at time zone t.time_zone, 'FMDy DD Mon YYYY'),
                   to_char(b.starts_at at time zone t.time_zone, 'HH24:MI'))
     from public.bookings b
     join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
     join public.staff st on st.tenant_id = b.tenant_id and st.id = b.staff_id
     join public.tenants t on t.id = b.tenant_id
     where b.tenant_id = tenant and b.staff_id = instructor and b.status <> 'cancelled'
       and b.busy && during and b.id is distinct from other_than
     order by b.starts_at limit 1),
    'The instructor is already booked at that time: choose another time or instructor.')
$$;
