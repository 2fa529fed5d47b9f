-- The names, as they are now, of what an entry's changed columns point at: its staff member,
-- service, client, price option, plan (and next plan), membership (by its plan), document and
-- calendar, as {id: name}, so that the trail reads "Staff member: Ann → Ben" without more
-- queries. The business's own rows only; a removed one has no name. A function rather than
-- subqueries in public.audit_trail, whose columns the data API traces to their tables.
create or replace function audit.names_of(tenant uuid, before jsonb, after jsonb)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_object_agg(named.id, named.name)
  from (
    select changed.id, case
      when changed.key = 'staff_id' then (select s.display_name from public.staff s
        where s.tenant_id = tenant and s.id = changed.id::uuid)
      when changed.key = 'service_id' then (select s.name from public.services s
        where s.tenant_id = tenant and s.id = changed.id::uuid)
      when changed.key = 'client_id' then (select c.full_name from public.clients c
        where c.tenant_id = tenant and c.id = changed.id::uuid)
      when changed.key = 'option_id' then (select o.name from public.service_options o
        where o.tenant_id = tenant and o.id = changed.id::uuid)
      when changed.key in ('plan_id', 'next_plan_id') then (select p.name from public.plans p
        where p.tenant_id = tenant and p.id = changed.id::uuid)
      when changed.key = 'subscription_id' then (select p.name from public.subscriptions m
        join public.plans p on p.tenant_id = m.tenant_id and p.id = m.plan_id
        where m.tenant_id = tenant and m.id = changed.id::uuid)
      when changed.key = 'template_id' then (select d.title from public.document_templates d
        where d.tenant_id = tenant and d.id = changed.id::uuid)
      when changed.key = 'calendar_id' then (select k.name from calendars.calendars k
        where k.tenant_id = tenant and k.id = changed.id::uuid)
    end as name
    from (
      select x.key, x.value #>> '{}' as id
      from jsonb_each(coalesce(before, '{}')) x
      where jsonb_typeof(x.value) = 'string'
      union
      select x.key, x.value #>> '{}'
      from jsonb_each(coalesce(after, '{}')) x
      where jsonb_typeof(x.value) = 'string'
    ) changed
  ) named
  where named.name is not null
$$;

revoke execute on function audit.names_of(uuid, jsonb, jsonb) from public;
-- What public.audit_trail calls as its reader. The audit schema is not served by the data API,
-- so no request names another business here.
grant execute on function audit.names_of(uuid, jsonb, jsonb) to authenticated, service_role;
