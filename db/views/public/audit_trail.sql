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
         -- What the changed columns point at, by name (audit.names_of).
         audit.names_of(e.tenant_id, e.before, e.after) as names
  from audit.entries e
  left join audit.undos u on u.tenant_id = e.tenant_id and u.txid = e.txid
  left join public.clients c on c.tenant_id = e.tenant_id and c.id = e.client_id
  left join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
  left join public.services sv on sv.tenant_id = b.tenant_id and sv.id = b.service_id
  where e.tenant_id in (select app.admin_tenants()) or (select auth.role()) = 'service_role'
  order by e.id desc;

grant select on public.audit_trail to authenticated, service_role;
