-- Editing the catalogue's documents and the team's hours from the tenant screens, each in one
-- step that either happens whole or not at all (issue #6).
--
-- save_document_template: a template's title, flags and text are saved together; new text
-- becomes a new version (0014 never rewrites a version), the same text makes none. Through the
-- table API this took two requests, and a template could be left without any text.
--
-- set_staff_hours: a staff member's weekly hours are replaced as a whole. Row by row, moving a
-- span (09:00-12:00 to 11:00-14:00 next to a 12:00-17:00 span) collides with the exclusion
-- constraint half-way, and a failure in the middle left a week neither old nor new.

create function public.save_document_template(
  tenant_id uuid,
  title text,
  body text,
  template_id uuid default null,
  requires_signature boolean default null,
  required_before_booking boolean default null,
  active boolean default null
) returns public.document_templates
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  saved public.document_templates;
  latest text;
begin
  perform app.require_user();
  if save_document_template.tenant_id is null
     or save_document_template.tenant_id not in (select app.admin_tenants()) then
    perform app.raise_error('forbidden', 'Your role cannot change the documents of this business.', 403);
  end if;
  if length(btrim(coalesce(save_document_template.title, ''))) not between 1 and 200 then
    perform app.raise_error('invalid_title', 'Give the document a title of 1 to 200 characters.');
  end if;
  if length(btrim(coalesce(save_document_template.body, ''))) not between 1 and 100000 then
    perform app.raise_error('invalid_body', 'Write the text of the document (up to 100,000 characters).');
  end if;

  if save_document_template.template_id is null then
    insert into public.document_templates
      (tenant_id, title, requires_signature, required_before_booking, active)
    values (save_document_template.tenant_id, btrim(save_document_template.title),
            coalesce(save_document_template.requires_signature, true),
            coalesce(save_document_template.required_before_booking, false),
            coalesce(save_document_template.active, true))
    returning * into saved;
  else
    update public.document_templates t
    set title = btrim(save_document_template.title),
        requires_signature = coalesce(save_document_template.requires_signature, t.requires_signature),
        required_before_booking =
          coalesce(save_document_template.required_before_booking, t.required_before_booking),
        active = coalesce(save_document_template.active, t.active)
    where t.tenant_id = save_document_template.tenant_id and t.id = save_document_template.template_id
    returning * into saved;
    if saved.id is null then
      perform app.raise_error('template_not_found', 'There is no such document.', 404);
    end if;
  end if;

  select v.body into latest from public.document_template_versions v
  where v.tenant_id = saved.tenant_id and v.template_id = saved.id
  order by v.version desc limit 1;
  if latest is distinct from save_document_template.body then
    -- Numbered by app.number_template_version, which locks the template row.
    insert into public.document_template_versions (tenant_id, template_id, version, body)
    values (saved.tenant_id, saved.id, 1, save_document_template.body);
  end if;
  return saved;
end
$$;

create function public.set_staff_hours(staff_id uuid, hours jsonb)
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

revoke execute on function
  public.save_document_template(uuid, text, text, uuid, boolean, boolean, boolean),
  public.set_staff_hours(uuid, jsonb)
  from public, anon;
grant execute on function
  public.save_document_template(uuid, text, text, uuid, boolean, boolean, boolean),
  public.set_staff_hours(uuid, jsonb)
  to authenticated, service_role;
