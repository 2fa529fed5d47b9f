-- The active plans of a business, with the active group services each covers, to anyone (like
-- public.catalogue_options): the booking page offers them. Runs as its owner: only these
-- columns and rows leave the tables.
create or replace view public.catalogue_plans with (security_barrier) as
  select p.tenant_id, p.id, p.name, p.description, p.price_minor, p.currency, p.period,
         p.allowance, p.carry_over_cap, p.daily_limit, p.joining_fee_minor,
         p.first_period_price_minor, p.minimum_periods, p.notice_days, p.sort_order,
         array(select ps.service_id from public.plan_services ps
               join public.services s on s.tenant_id = ps.tenant_id and s.id = ps.service_id and s.active
               where ps.tenant_id = p.tenant_id and ps.plan_id = p.id
               order by ps.service_id) as service_ids
  from public.plans p
  where p.active;

grant select on public.catalogue_plans to anon, authenticated, service_role;
