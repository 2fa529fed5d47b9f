-- The money report of a period (issue 36): what was taken and refunded, by way of paying; what
-- was sold (the ledger's charges: drop-ins, appointments, packs and passes, memberships, fees),
-- by what and by service; and what clients owed at its end. Every figure adds up ledger entries
-- in the business's currency, so it agrees with the ledger (and public.ledger_totals) to the
-- cent. A payment at the desk is not tied to what it pays for, so money taken is the business's
-- alone: with a service or staff filter only the sales tied to it count, and what was taken,
-- refunded and owed is null (docs/decisions/0064).
create or replace function public.report_money(
  tenant_id uuid,
  first_day date,
  last_day date,
  service_id uuid default null,
  staff_id uuid default null
) returns jsonb
language plpgsql stable
set search_path = ''
-- The policies on bookings price these queries so high that PostgreSQL would compile them to
-- machine code (JIT) on every call: over a second for a report that reads in a fraction of it.
-- And a period, a service and a staff member choose very different plans: after five calls
-- PL/pgSQL would keep one generic plan for all of them, two to three times slower. Planning
-- each call afresh costs a millisecond.
set jit = off
set plan_cache_mode = force_custom_plan
as $$
#variable_conflict use_column
declare
  business_currency text;
  span tstzrange;
  filtered boolean := report_money.service_id is not null or report_money.staff_id is not null;
  taken jsonb := '{}';
  sold jsonb;
  owed bigint;
begin
  perform app.require_admin_of(report_money.tenant_id);
  span := app.report_window(report_money.tenant_id, report_money.first_day, report_money.last_day);
  select b.currency into business_currency from public.tenants b where b.id = report_money.tenant_id;

  -- Each sale of the period: what it sold, for which service and staff member (a membership is
  -- no one service's; a pack is no one staff member's).
  with sales as materialized (
    select c.amount_minor,
           case when c.subscription_id is not null then 'membership'
                when opt.kind = 'drop_in' then 'drop_in'
                when opt.kind = 'variant' then 'appointment'
                when opt.kind in ('pack', 'pass') then 'pack'
                when c.enrollment_id is not null then 'fee'
                else 'other' end as sold,
           -- A charge's session is looked up only where its option does not name the service
           -- (a fee) or a staff filter asks: most charges are a drop-in's or an appointment's.
           case when c.subscription_id is null
                then coalesce(opt.service_id,
                              (select b.service_id from public.enrollments e
                               join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
                               where e.tenant_id = c.tenant_id and e.id = c.enrollment_id)) end
             as service,
           case when report_money.staff_id is not null
                then (select b.staff_id from public.enrollments e
                      join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
                      where e.tenant_id = c.tenant_id and e.id = c.enrollment_id) end
             as staff
    from public.transactions c
    left join public.service_options opt on opt.tenant_id = c.tenant_id and opt.id = c.option_id
    where c.tenant_id = report_money.tenant_id
      and c.kind = 'charge'
      and c.currency = business_currency
      and c.created_at >= lower(span) and c.created_at < upper(span)
  ),
  counted as materialized (
    select * from sales
    where (report_money.service_id is null or service = report_money.service_id)
      and (report_money.staff_id is null or staff = report_money.staff_id)
  )
  -- Every group holds at least one charge, and every charge is above zero: "only those
  -- non-zero" needs no filter.
  select jsonb_build_object(
    'sold_minor', coalesce(sum(amount_minor), 0)::bigint,
    'fees_charged_minor', coalesce(sum(amount_minor) filter (where sold = 'fee'), 0)::bigint,
    'by_sold', (
      select coalesce(jsonb_agg(jsonb_build_object('sold', g.sold, 'charged_minor', g.charged)
               order by array_position(
                 array['drop_in', 'appointment', 'pack', 'membership', 'fee', 'other'], g.sold)),
             '[]'::jsonb)
      from (select sold, sum(amount_minor)::bigint as charged from counted group by sold) g),
    'by_service', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'service_id', g.service, 'name', sv.name, 'charged_minor', g.charged)
               order by sv.name nulls last, g.service),
             '[]'::jsonb)
      from (select service, sum(amount_minor)::bigint as charged from counted group by service) g
      left join public.services sv on sv.tenant_id = report_money.tenant_id and sv.id = g.service))
    into sold
  from counted;

  if not filtered then
    -- Each payment and refund of the period by way: online when a provider payment names the
    -- payment (a refund: the payment it returns), else its method at the desk.
    with online as materialized (
      select app.online_payments(report_money.tenant_id) as id
    ),
    entries as (
      select t.kind, t.amount_minor,
             case when coalesce(t.refund_of, t.id) in (select o.id from online o) then 'online'
                  else t.method end as way
      from public.transactions t
      where t.tenant_id = report_money.tenant_id
        and t.kind in ('payment', 'refund')
        and t.currency = business_currency
        and t.created_at >= lower(span) and t.created_at < upper(span)
    )
    select jsonb_build_object(
      'taken_minor', coalesce(sum(amount_minor) filter (where kind = 'payment'), 0)::bigint,
      'refunded_minor', coalesce(sum(amount_minor) filter (where kind = 'refund'), 0)::bigint,
      'by_way', (
        select coalesce(jsonb_agg(jsonb_build_object(
                 'way', g.way, 'taken_minor', g.taken, 'refunded_minor', g.refunded)
                 order by array_position(array['online', 'cash', 'card', 'bank_transfer', 'other'], g.way)),
               '[]'::jsonb)
        from (select way,
                     coalesce(sum(amount_minor) filter (where kind = 'payment'), 0)::bigint as taken,
                     coalesce(sum(amount_minor) filter (where kind = 'refund'), 0)::bigint as refunded
              from entries group by way) g))
      into taken
    from entries;

    -- What the clients owed at the end: each balance as public.client_balances adds it up, over
    -- the entries made before the period ended; a client in credit owes nothing.
    select coalesce(sum(greatest(0, -b.balance)), 0)::bigint into owed
    from (
      select sum(case t.kind
                   when 'payment' then t.amount_minor
                   when 'charge' then -t.amount_minor
                   when 'refund' then -t.amount_minor
                   when 'adjustment' then t.amount_minor
                   else 0 end) as balance
      from public.transactions t
      where t.tenant_id = report_money.tenant_id
        and t.currency = business_currency
        and t.created_at < upper(span)
        and t.kind in ('payment', 'charge', 'refund', 'adjustment')
      group by t.client_id
    ) b;
  end if;

  return jsonb_build_object(
    'currency', business_currency,
    'taken_minor', (taken->>'taken_minor')::bigint,
    'refunded_minor', (taken->>'refunded_minor')::bigint,
    'net_minor', (taken->>'taken_minor')::bigint - (taken->>'refunded_minor')::bigint,
    'owed_at_end_minor', owed,
    'by_way', coalesce(taken->'by_way', '[]'::jsonb)
  ) || sold;
end
$$;

revoke execute on function public.report_money(uuid, date, date, uuid, uuid) from public;
grant execute on function public.report_money(uuid, date, date, uuid, uuid) to authenticated, service_role;
