-- What each period of a membership gives and what of it is left: its credit grant in the ledger
-- less the places booked with it, plus those given back (a place cancelled in time). Nothing
-- counts: it is added up from the ledger each time.
create or replace view public.client_allowances with (security_invoker = true) as
  select g.tenant_id, g.client_id, g.subscription_id, g.id as grant_id, g.credits as credits_granted,
         coalesce(sum(case m.kind when 'credit_use' then 1 when 'credit_return' then -1 end), 0)::int
           as credits_used,
         (g.credits - coalesce(sum(case m.kind when 'credit_use' then 1 when 'credit_return' then -1 end), 0))::int
           as credits_remaining
  from public.transactions g
  left join public.transactions m on m.tenant_id = g.tenant_id and m.grant_id = g.id
  where g.kind = 'credit_grant' and g.subscription_id is not null
  group by g.tenant_id, g.client_id, g.id;

grant select on public.client_allowances to authenticated, service_role;
