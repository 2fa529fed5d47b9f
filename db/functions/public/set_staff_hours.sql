create or replace function public.set_staff_hours(staff_id uuid, hours jsonb)
returns setof public.staff_hours
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  member public.staff;
  span jsonb;
  weekday int;
  starts time;
  ends time;
  day_names text[] := array['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
begin
  perform app.require_user();
  select s.* into member from public.staff s where s.id = set_staff_hours.staff_id;
  if member.id is null or member.tenant_id not in (select app.staff_tenants()) then
    perform app.raise_error('staff_not_found', 'There is no such staff member.', 404);
  end if;
  if member.tenant_id not in (select app.admin_tenants()) then
    perform app.raise_error('forbidden', 'Your role cannot change the hours of the team.', 403);
  end if;
  if jsonb_typeof(set_staff_hours.hours) is distinct from 'array' then
    perform app.raise_error('invalid_hours', 'Send the hours as a list of weekday, start and end.');
  end if;

  -- Serialises two editors of one person's week; the later one's week wins whole.
  perform 1 from public.staff s
  where s.tenant_id = member.tenant_id and s.id = member.id for update;
  delete from public.staff_hours h where h.tenant_id = member.tenant_id and h.staff_id = member.id;

  for span in select value from jsonb_array_elements(set_staff_hours.hours) loop
    begin
      weekday := (span ->> 'weekday')::int;
      starts := (span ->> 'starts_at')::time;
      ends := (span ->> 'ends_at')::time;
    exception when others then
      perform app.raise_error('invalid_hours',
        'Each span needs a weekday from 1 (Monday) to 7 (Sunday) and times such as 09:00.');
    end;
    if weekday is null or weekday not between 1 and 7 or starts is null or ends is null then
      perform app.raise_error('invalid_hours',
        'Each span needs a weekday from 1 (Monday) to 7 (Sunday) and times such as 09:00.');
    end if;
    if ends <= starts then
      perform app.raise_error('invalid_hours', format('On %s, %s to %s ends before it starts.',
        day_names[weekday], to_char(starts, 'HH24:MI'), to_char(ends, 'HH24:MI')));
    end if;
    begin
      insert into public.staff_hours (tenant_id, staff_id, weekday, starts_at, ends_at)
      values (member.tenant_id, member.id, weekday, starts, ends);
    exception when exclusion_violation then
      perform app.raise_error('hours_overlap', format('On %s, %s to %s overlaps another span.',
        day_names[weekday], to_char(starts, 'HH24:MI'), to_char(ends, 'HH24:MI')), 409);
    end;
  end loop;

  return query
    select h.* from public.staff_hours h
    where h.tenant_id = member.tenant_id and h.staff_id = member.id
    order by h.weekday, h.starts_at;
end
$$;

revoke execute on function public.set_staff_hours(uuid,jsonb) from public;
grant execute on function public.set_staff_hours(uuid,jsonb) to authenticated, service_role;
