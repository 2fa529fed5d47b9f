-- Each pack or pass a client holds, with what is left of it (a membership's allowance is in
-- public.client_allowances).
create or replace view public.client_credits with (security_invoker = true) as
  select g.tenant_id, g.client_id, g.id as grant_id, g.option_id, g.created_at as granted_at,
         g.expires_at, g.credits as credits_granted,
         (g.credits - coalesce(sum(case m.kind when 'credit_use' then 1 when 'credit_return' then -1 end), 0))::int
           as credits_remaining,
         g.expires_at > now() as valid
  from public.transactions g
  left join public.transactions m
    on m.tenant_id = g.tenant_id and m.grant_id = g.id
  where g.kind = 'credit_grant' and g.subscription_id is null
  group by g.tenant_id, g.client_id, g.id;

grant select on public.client_credits to authenticated, service_role;
