-- What the client area's own screens need (issue #7): a client keeps their own profile up to
-- date (clients may not write public.clients: staff keep the record, tags and status), and
-- reads their places with the session's service, time and teacher in one row, since the
-- teacher's staff row is the team's to read.

-- A client changes their name, phone and date of birth at one business; the rules are the
-- ones staff and an import follow (0045_client_directory.sql, src/web/features/clients).
create function public.update_own_profile(
  tenant_id uuid, full_name text, phone text default null, birth_date date default null
) returns public.clients
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  updated public.clients;
begin
  if length(btrim(coalesce(update_own_profile.full_name, ''))) not between 1 and 200 then
    perform app.raise_error('invalid_name', 'Enter your full name (up to 200 characters).');
  end if;
  if nullif(btrim(update_own_profile.phone), '') !~ '^\+?[0-9 ().-]{3,40}$' then
    perform app.raise_error('invalid_phone', 'Use digits, spaces and + ( ) . - only in the phone number.');
  end if;
  if update_own_profile.birth_date < date '1900-01-01'
     or update_own_profile.birth_date > current_date then
    perform app.raise_error('invalid_birth_date', 'Give a date of birth that is not in the future.');
  end if;
  update public.clients
  set full_name = btrim(update_own_profile.full_name),
      phone = nullif(btrim(update_own_profile.phone), ''),
      birth_date = update_own_profile.birth_date
  where tenant_id = update_own_profile.tenant_id and user_id = caller
  returning * into updated;
  if updated.id is null then
    perform app.raise_error('not_a_client', 'Join this business before changing your profile there.', 403);
  end if;
  return updated;
end
$$;
revoke execute on function public.update_own_profile(uuid, text, text, date) from public, anon;
grant execute on function public.update_own_profile(uuid, text, text, date)
  to authenticated, service_role;

-- Each place with its session: read as the caller (security_invoker), so staff see their
-- business's places and a client their own. The teacher's name comes from staff for the team
-- and from the public profiles for clients, as in booking_summaries.
create view public.client_places with (security_invoker = true) as
  select e.tenant_id, e.id, e.client_id, e.booking_id, e.status, e.waitlist_position,
         e.offer_expires_at, e.option_id, b.starts_at, b.ends_at, b.location,
         b.status as booking_status, s.name as service_name, s.kind as service_kind,
         coalesce(st.display_name, sp.display_name) as staff_name
  from public.enrollments e
  join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
  join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  left join public.staff st on st.tenant_id = b.tenant_id and st.id = b.staff_id
  left join public.staff_profiles sp on sp.tenant_id = b.tenant_id and sp.id = b.staff_id;
grant select on public.client_places to authenticated, service_role;
