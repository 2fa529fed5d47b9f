-- The money report of a period (issue 36): what was taken and refunded, by way of paying, by
-- what was sold and by service; the late-cancel and no-show fees charged; and what clients owed
-- at its end. Every figure adds up ledger entries in the business's currency, so it agrees with
-- the ledger (and public.ledger_totals) to the cent. A refund counts where its payment counts.
-- With a service or staff filter only the entries tied to it count, and what is owed (a balance
-- belongs to no service) is null.
create or replace function public.report_money(
  tenant_id uuid,
  first_day date,
  last_day date,
  service_id uuid default null,
  staff_id uuid default null
) returns jsonb
language plpgsql stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  business_currency text;
  span tstzrange;
  report jsonb;
  fees bigint;
  owed bigint;
begin
  perform app.require_admin_of(report_money.tenant_id);
  span := app.report_window(report_money.tenant_id, report_money.first_day, report_money.last_day);
  select b.currency into business_currency from public.tenants b where b.id = report_money.tenant_id;

  with online as materialized (
    select app.online_payments(report_money.tenant_id) as id
  ),
  -- Each payment and refund of the period beside the payment it belongs to (itself, or the
  -- payment refunded), which says how it was paid, what it sold, and for which service.
  entries as materialized (
    select t.kind, t.amount_minor,
           case when p.id in (select o.id from online o) then 'online' else t.method end as way,
           case when p.subscription_id is not null then 'membership'
                when opt.kind = 'drop_in' then 'drop_in'
                when opt.kind = 'variant' then 'appointment'
                when opt.kind in ('pack', 'pass') then 'pack'
                when p.enrollment_id is not null then 'fee'
                else 'account' end as sold,
           case when p.subscription_id is null then coalesce(opt.service_id, s.service_id) end
             as service,
           s.staff_id as staff
    from public.transactions t
    join public.transactions p on p.tenant_id = t.tenant_id and p.id = coalesce(t.refund_of, t.id)
    left join public.service_options opt on opt.tenant_id = p.tenant_id and opt.id = p.option_id
    left join public.enrollments e on e.tenant_id = p.tenant_id and e.id = p.enrollment_id
    left join public.bookings s on s.tenant_id = e.tenant_id and s.id = e.booking_id
    where t.tenant_id = report_money.tenant_id
      and t.kind in ('payment', 'refund')
      and t.currency = business_currency
      and t.created_at >= lower(span) and t.created_at < upper(span)
  ),
  counted as materialized (
    select * from entries
    where (report_money.service_id is null or service = report_money.service_id)
      and (report_money.staff_id is null or staff = report_money.staff_id)
  )
  -- Every group below holds at least one entry, and every entry an amount above zero, so no
  -- group is zero: "only those non-zero" needs no filter.
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
            from counted group by way) g),
    'by_sold', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'sold', g.sold, 'taken_minor', g.taken, 'refunded_minor', g.refunded)
               order by array_position(
                 array['drop_in', 'appointment', 'pack', 'membership', 'fee', 'account'], g.sold)),
             '[]'::jsonb)
      from (select sold,
                   coalesce(sum(amount_minor) filter (where kind = 'payment'), 0)::bigint as taken,
                   coalesce(sum(amount_minor) filter (where kind = 'refund'), 0)::bigint as refunded
            from counted group by sold) g),
    'by_service', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'service_id', g.service, 'name', sv.name,
               'taken_minor', g.taken, 'refunded_minor', g.refunded)
               order by sv.name nulls last, g.service),
             '[]'::jsonb)
      from (select service,
                   coalesce(sum(amount_minor) filter (where kind = 'payment'), 0)::bigint as taken,
                   coalesce(sum(amount_minor) filter (where kind = 'refund'), 0)::bigint as refunded
            from counted group by service) g
      left join public.services sv on sv.tenant_id = report_money.tenant_id and sv.id = g.service))
    into report
  from counted;

  -- Late-cancel and no-show fees: charges for a place that are not the price of an option or a
  -- membership.
  select coalesce(sum(c.amount_minor), 0)::bigint into fees
  from public.transactions c
  join public.enrollments e on e.tenant_id = c.tenant_id and e.id = c.enrollment_id
  join public.bookings s on s.tenant_id = e.tenant_id and s.id = e.booking_id
  where c.tenant_id = report_money.tenant_id
    and c.kind = 'charge'
    and c.option_id is null and c.subscription_id is null
    and c.currency = business_currency
    and c.created_at >= lower(span) and c.created_at < upper(span)
    and (report_money.service_id is null or s.service_id = report_money.service_id)
    and (report_money.staff_id is null or s.staff_id = report_money.staff_id);

  -- What the clients owed at the end: each balance as public.client_balances adds it up, over
  -- the entries made before the period ended; a client in credit owes nothing.
  if report_money.service_id is null and report_money.staff_id is null then
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
    'net_minor', (report->>'taken_minor')::bigint - (report->>'refunded_minor')::bigint,
    'fees_charged_minor', fees,
    'owed_at_end_minor', owed
  ) || report;
end
$$;

revoke execute on function public.report_money(uuid, date, date, uuid, uuid) from public;
grant execute on function public.report_money(uuid, date, date, uuid, uuid) to authenticated, service_role;
