-- The dashboard's membership figures for staff: how many members are running (active,
-- cancelling, overdue or frozen), the monthly recurring revenue of those (each plan's price as a
-- month: a week's times 52 / 12, a year's / 12, rounded to the minor unit), and the renewals to
-- chase (declined and retried, or failed), oldest first.
create or replace function public.membership_figures(tenant_id uuid) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  moment timestamptz := app.now();
  members int;
  mrr bigint;
  chase jsonb;
begin
  perform app.require_staff_of(membership_figures.tenant_id);
  select count(*), coalesce(sum(round(case pl.period
           when 'week' then pl.price_minor * 52 / 12.0
           when 'year' then pl.price_minor / 12.0
           else pl.price_minor end)), 0)
  into members, mrr
  from public.subscriptions s
  join public.plans pl on pl.tenant_id = s.tenant_id and pl.id = s.plan_id
  where s.tenant_id = membership_figures.tenant_id and s.state = 'live'
    and app.subscription_standing(s, moment) in ('active', 'cancelling', 'overdue', 'frozen');
  select coalesce(jsonb_agg(jsonb_build_object(
           'client_id', s.client_id, 'client_name', c.full_name, 'subscription_id', s.id,
           'period_number', p.number, 'plan_name', pl.name,
           'standing', app.subscription_standing(s, moment), 'overdue_minor', p.amount_minor,
           'overdue_since', p.overdue_since, 'attempts', p.attempts,
           'next_attempt_at', p.next_attempt_at)
         order by coalesce(p.overdue_since, p.starts_at), p.subscription_id, p.number), '[]')
  into chase
  from public.subscription_periods p
  join public.subscriptions s on s.tenant_id = p.tenant_id and s.id = p.subscription_id
  join public.clients c on c.tenant_id = s.tenant_id and c.id = s.client_id
  join public.plans pl on pl.tenant_id = p.tenant_id and pl.id = p.plan_id
  where p.tenant_id = membership_figures.tenant_id
    and (p.billing in ('retrying', 'failed')
         or (p.billing in ('due', 'charging') and p.overdue_since is not null));
  return jsonb_build_object(
    'active_members', members,
    'mrr_minor', mrr,
    'currency', (select t.currency from public.tenants t where t.id = membership_figures.tenant_id),
    'to_chase', chase);
end
$$;

revoke execute on function public.membership_figures(uuid) from public;
grant execute on function public.membership_figures(uuid) to authenticated, service_role;
