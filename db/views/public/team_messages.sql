-- What a business sent its team and the people it invited (invitations, appointment emails,
-- an owner's own tests): for the dashboard's delivery failures. Read as the caller
-- (security_invoker), so the policy on messaging.messages gives them to the business's owners
-- only: a staff member sees no other staff member's messages (migration 0200). These are no
-- client's (public.client_messages has those). Never the snapshot nor the worker's lease.
create or replace view public.team_messages with (security_invoker = true) as
  select m.tenant_id, m.id, m.staff_id, st.display_name as staff_name, m.kind, m.channel,
         m.to_address, m.status, m.attempts, m.last_error, m.created_at, m.sent_at,
         m.failed_at
  from messaging.messages m
  left join public.staff st on st.tenant_id = m.tenant_id and st.id = m.staff_id
  where m.client_id is null;

grant select on public.team_messages to authenticated, service_role;
