-- Each membership with what its screens show: the plan, where it stands now (by the
-- memberships' clock, app.now()), the period now under way (or the latest), its allowance and
-- what is left of it, the next charge and its amount, and what of its renewals is unpaid. Read
-- as the caller: staff see their business's, a client their own.
create or replace view public.client_subscriptions with (security_invoker = true) as
  select s.tenant_id, s.id, s.client_id, s.plan_id, pl.name as plan_name, pl.period,
         s.state, app.subscription_standing(s, app.now()) as standing, s.pays_by,
         s.next_plan_id, s.cancel_requested_at, s.ends_at, s.created_at,
         cur.number as period_number, cur.starts_at as period_starts_at, cur.ends_at as period_ends_at,
         a.credits_granted as allowance, a.credits_used as allowance_used,
         a.credits_remaining as allowance_left, pl.daily_limit,
         case when s.state = 'live' and (s.ends_at is null or s.ends_at > cur.ends_at)
              then cur.ends_at end as next_charge_at,
         case when s.state = 'live' and (s.ends_at is null or s.ends_at > cur.ends_at)
              then coalesce(np.price_minor, pl.price_minor) end as next_charge_minor,
         pl.currency,
         coalesce((select sum(p.amount_minor) from public.subscription_periods p
                   where p.tenant_id = s.tenant_id and p.subscription_id = s.id
                     and p.billing in ('due', 'charging', 'retrying', 'failed')
                     and p.overdue_since is not null), 0)::bigint as overdue_minor
  from public.subscriptions s
  join public.plans pl on pl.tenant_id = s.tenant_id and pl.id = s.plan_id
  left join public.plans np on np.tenant_id = s.tenant_id and np.id = s.next_plan_id
  left join lateral (
    select p.* from public.subscription_periods p
    where p.tenant_id = s.tenant_id and p.subscription_id = s.id and p.starts_at <= app.now()
    order by p.number desc limit 1
  ) cur on true
  left join public.client_allowances a on a.tenant_id = s.tenant_id and a.grant_id = cur.grant_id;

grant select on public.client_subscriptions to authenticated, service_role;
