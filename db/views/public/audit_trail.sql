-- A business's audit trail, newest first (migration 0356): owners and admins read their
-- business's, service_role all; staff, clients and visitors nothing. Each entry names its actor
-- (the staff member's or client's name as it is now, or their email), the client it belongs to
-- and the session (service and start), so that the trail reads without a second query; and
-- whether it can be undone (public.undo_change).
create or replace view public.audit_trail with (security_barrier) as
  select e.tenant_id, e.id, e.at, e.actor_kind, e.actor_user_id,
         case e.actor_kind
           when 'staff' then coalesce(
             (select s.display_name from public.staff s
              where s.tenant_id = e.tenant_id and s.user_id = e.actor_user_id limit 1),
             (select u.email from auth.users u where u.id = e.actor_user_id))
           when 'client' then coalesce(
             (select c.full_name from public.clients c
              where c.tenant_id = e.tenant_id and c.user_id = e.actor_user_id limit 1),
             (select u.email from auth.users u where u.id = e.actor_user_id))
         end as actor_name,
         e.subject, e.action, e.record_id, e.booking_id, e.client_id,
         c.full_name as client_name, sv.name as service_name, b.starts_at as booking_starts_at,
         e.before, e.after, e.request_id, e.request_method, e.request_path,
         -- Issue 38, point 4: what undoing it would undo, until when, and when it was undone.
         audit.undo_kind(e.subject, e.action, e.after) as undo_kind,
         e.at + audit.undo_window() as undo_until, u.undone_at,
         -- The names, as they are now, of what the changed columns point at (a staff member, a
         -- service, a client, a price option, a plan, a membership's plan, a document, a
         -- calendar), by id, so that "Staff member: Ann → Ben" reads without more queries. The
         -- business's own rows only; a removed one has no name.
         (select jsonb_object_agg(ref.id, ref.name)
          from (select x.key, x.value #>> '{}' as id
                from jsonb_each(coalesce(e.before, '{}')) x
                where jsonb_typeof(x.value) = 'string'
                union
                select x.key, x.value #>> '{}'
                from jsonb_each(coalesce(e.after, '{}')) x
                where jsonb_typeof(x.value) = 'string') changed
          cross join lateral (
            select changed.id, case
              when changed.key = 'staff_id' then (select s.display_name from public.staff s
                where s.tenant_id = e.tenant_id and s.id = changed.id::uuid)
              when changed.key = 'service_id' then (select s.name from public.services s
                where s.tenant_id = e.tenant_id and s.id = changed.id::uuid)
              when changed.key = 'client_id' then (select c.full_name from public.clients c
                where c.tenant_id = e.tenant_id and c.id = changed.id::uuid)
              when changed.key = 'option_id' then (select o.name from public.service_options o
                where o.tenant_id = e.tenant_id and o.id = changed.id::uuid)
              when changed.key in ('plan_id', 'next_plan_id') then (select p.name
                from public.plans p where p.tenant_id = e.tenant_id and p.id = changed.id::uuid)
              when changed.key = 'subscription_id' then (select p.name
                from public.subscriptions m
                join public.plans p on p.tenant_id = m.tenant_id and p.id = m.plan_id
                where m.tenant_id = e.tenant_id and m.id = changed.id::uuid)
              when changed.key = 'template_id' then (select d.title
                from public.document_templates d
                where d.tenant_id = e.tenant_id and d.id = changed.id::uuid)
              when changed.key = 'calendar_id' then (select k.name from calendars.calendars k
                where k.tenant_id = e.tenant_id and k.id = changed.id::uuid)
            end as name
          ) ref
          where ref.name is not null) as names
  from audit.entries e
  left join audit.undos u on u.tenant_id = e.tenant_id and u.txid = e.txid
  left join public.clients c on c.tenant_id = e.tenant_id and c.id = e.client_id
  left join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
  left join public.services sv on sv.tenant_id = b.tenant_id and sv.id = b.service_id
  where e.tenant_id in (select app.admin_tenants()) or (select auth.role()) = 'service_role'
  order by e.id desc;

grant select on public.audit_trail to authenticated, service_role;
