-- A year of one business's history for the reports benchmark (bench/reports.mjs, issue 36
-- point 9). Run as the database owner in one transaction; then
-- `select pg_temp.add_report_history(tenant, bookings)` gives the business, in the twelve months
-- before today (its time zone):
--   8 teachers and 12 services (6 group classes with drop-ins, packs and passes; 6 private
--   services with a 30- and a 45-minute variant);
--   `bookings` sessions, one in five a group class with 4 to 8 places of 10 (one class in ten
--   without an instructor), the others private appointments; 2% cancelled;
--   3 clients per 50 sessions, who start coming over the year, a quarter of whom stop;
--   places confirmed, no-shows, late and in-time cancels, attendance for most confirmed places;
--   the ledger the booking functions write for them: drop-in and appointment charges, pack and
--   pass purchases with their grants and credit uses, returns of cancelled places, late-cancel
--   and no-show fees; payments online (with the provider payment naming them) or at the desk by
--   each method, some left owed; refunds of both.
-- Returns what it wrote, by table, and the service the benchmark filters by.
--
-- Rows are inserted set-based with triggers and foreign-key checks off
-- (session_replication_role = replica, as bench/scale-load.sql does): the triggers would queue
-- a message for every place. What the triggers guard holds by construction, and the end checks
-- it: a teacher's sessions never overlap (the slots below; bookings_staff_free itself stays on),
-- no session holds more places than its capacity, no pack gives more classes than it has.
-- Choices are made from hashes of each row's numbers, so every run writes the same history.

-- A number in 0 .. 99 for row `n`, place `j` and the question `salt`, the same in every run.
create function pg_temp.pick(n int, j int, salt int) returns int
language sql immutable
as $$ select abs(hashint4(n * 16 + j + salt * 1000003)) % 100 $$;

create function pg_temp.add_report_history(tenant uuid, how_many int) returns jsonb
language plpgsql
as $$
declare
  zone text;
  first_day date;
  year_start timestamptz;
  client_count int := greatest(50, how_many * 3 / 50);
  -- Each teacher's day is 18 slots of 50 minutes from 07:00 (local), a session or an
  -- appointment with its buffer being at most 50 minutes: two never overlap.
  slots int := 365 * 8 * 18;
  written jsonb;
begin
  if how_many not between 1 and slots then
    raise exception 'the history holds 1 to % sessions, not %', slots, how_many;
  end if;
  set local session_replication_role = replica;
  update public.tenants set late_cancel_fee_minor = 500, no_show_fee_minor = 800
  where id = tenant
  returning time_zone into zone;
  first_day := (now() at time zone zone)::date - 365;
  year_start := first_day::timestamp at time zone zone;

  create temp table r_staff on commit drop as
    select k, gen_random_uuid() as id,
           (array['Olivia Brown', 'Sam Patel', 'Maya Cohen', 'Jonas Weber', 'Lucia García',
                  'Omar Haddad', 'Grace Kim', 'Tom Riley'])[k + 1] as name
    from generate_series(0, 7) k;
  insert into public.staff (tenant_id, id, display_name, email)
  select tenant, id, name, 'teacher' || k || '@reports.bench.test' from r_staff;

  create temp table r_services on commit drop as
    select k, gen_random_uuid() as id, kind, name, minutes, buffer_after
    from (values (1, 'group', 'Vinyasa Flow', 50, 0), (2, 'group', 'Yin Yoga', 50, 0),
                 (3, 'group', 'Pilates Mat', 45, 0), (4, 'group', 'HIIT', 45, 0),
                 (5, 'group', 'Spin', 45, 0), (6, 'group', 'Meditation', 30, 0),
                 (7, 'private', 'Private yoga', 45, 5), (8, 'private', 'Physiotherapy', 45, 5),
                 (9, 'private', 'Massage', 45, 5), (10, 'private', 'Personal training', 45, 0),
                 (11, 'private', 'Nutrition consultation', 45, 0),
                 (12, 'private', 'Reformer one-to-one', 45, 5))
      s (k, kind, name, minutes, buffer_after);
  insert into public.services
    (tenant_id, id, kind, name, duration_minutes, capacity, buffer_after_minutes)
  select tenant, id, kind, name, minutes, case kind when 'group' then 10 else 1 end, buffer_after
  from r_services;

  -- Drop-ins for every class, a 10-class pack (valid a year) for five, an unlimited month for
  -- two; each private service a 30- and a 45-minute variant.
  create temp table r_options on commit drop as
    select gen_random_uuid() as id, s.id as service_id, s.k as service_k, o.kind, o.name,
           o.price, o.minutes, o.credits, o.validity
    from r_services s,
         lateral (values ('drop_in', 'Drop-in', 1000 + 100 * s.k, null, null, null),
                         ('pack', '10-class pack', 9000 + 500 * s.k, null, 10, 365),
                         ('pass', 'Unlimited month', 12000, null, null, 30),
                         ('variant', '30 minutes', 3500 + 500 * (s.k - 7), 30, null, null),
                         ('variant', '45 minutes', 5000 + 500 * (s.k - 7), 45, null, null))
           o (kind, name, price, minutes, credits, validity)
    where case o.kind when 'drop_in' then s.kind = 'group'
                      when 'pack' then s.k <= 5
                      when 'pass' then s.k <= 2
                      else s.kind = 'private' end;
  insert into public.service_options
    (tenant_id, id, service_id, kind, name, price_minor, currency, duration_minutes, credits,
     validity_days)
  select tenant, id, service_id, kind, name, price, 'GBP', minutes, credits, validity
  from r_options;

  -- Teacher t teaches classes 1 + (t + w) % 6 and private services 7 + (t + w) % 6, w = 0, 1.
  insert into public.service_staff (tenant_id, service_id, staff_id)
  select distinct tenant, s.id, t.id
  from r_staff t, generate_series(0, 1) w, r_services s
  where s.k in (1 + (t.k + w) % 6, 7 + (t.k + w) % 6);

  -- Clients 0 .. 30% were coming before the year; the others join through it. The window of
  -- clients who come moves: at the year's fraction f, clients from 25% × f to 30% + 70% × f.
  create temp table r_clients on commit drop as
    select i, gen_random_uuid() as id,
           year_start + greatest(i::float8 / client_count - 0.3, -0.1) / 0.7 * interval '365 days'
             as created_at
    from generate_series(0, client_count - 1) i;
  insert into public.clients (tenant_id, id, full_name, email, phone, status, created_at)
  select tenant, id,
         (array['Amara', 'Ben', 'Chloé', 'Dana', 'Eli', 'Fatima', 'Georg', 'Hana', 'Ivan',
                'Júlia'])[i % 10 + 1] || ' ' ||
         (array['Okafor', 'Schmidt', 'Ruiz', 'Nasser', 'Walsh', 'Lindqvist', 'Rossi'])[i % 7 + 1] ||
         ' ' || i,
         'client' || i || '@reports.bench.test', '+44 20 7946 ' || lpad((i % 10000)::text, 4, '0'),
         case when i % 50 = 49 then 'archived' else 'active' end, created_at
  from r_clients;

  -- Session n takes slot n × slots / how_many: day, teacher and slot of the day.
  create temp table r_sessions on commit drop as
    select n, gen_random_uuid() as id, grp,
           case when grp then (select id from r_services where k = 1 + (slot % 8 + w) % 6)
                else (select id from r_services where k = 7 + (slot % 8 + w) % 6) end as service_id,
           case when not (grp and pg_temp.pick(n, 0, 1) < 10)
                then (select id from r_staff where k = slot % 8) end as staff_id,
           starts,
           pg_temp.pick(n, 0, 2) < 2 as cancelled,
           n::float8 / how_many as f
    from generate_series(0, how_many - 1) n,
         lateral (select (n::bigint * slots / how_many)::int as slot, n % 5 = 0 as grp,
                         pg_temp.pick(n, 0, 3) % 2 as w) c,
         lateral (select ((first_day + c.slot / 144) + time '07:00'
                          + (c.slot % 144 / 8) * interval '50 minutes') at time zone zone as starts) t;
  alter table r_sessions add column minutes int, add column buffer_after int,
                         add column option_id uuid;
  -- A class lasts its service's time; an appointment its variant's, 30 or 45 minutes.
  update r_sessions r set minutes = coalesce(o.minutes, s.minutes), buffer_after = s.buffer_after,
                          option_id = o.id
  from r_services s
  left join r_options o on o.service_id = s.id and o.kind = 'variant'
  where s.id = r.service_id
    and (o.id is null or o.minutes = case when pg_temp.pick(r.n, 0, 4) < 40 then 30 else 45 end);

  insert into public.bookings
    (tenant_id, id, service_id, staff_id, starts_at, ends_at, capacity, status, cancelled_at,
     busy, created_at)
  select tenant, id, service_id, staff_id, starts, starts + minutes * interval '1 minute',
         case when grp then 10 else 1 end,
         case when cancelled then 'cancelled' else 'completed' end,
         case when cancelled then starts - interval '1 day' end,
         tstzrange(starts, starts + (minutes + buffer_after) * interval '1 minute'),
         starts - interval '7 days'
  from r_sessions;

  -- Place j of session n: a client of the moving window (consecutive ones, so distinct), paid
  -- by a drop-in, a pack or a pass (classes) or the appointment's variant.
  create temp table r_places on commit drop as
    select s.n, j, gen_random_uuid() as id, s.id as booking_id, s.starts, s.service_id,
           rc.id as client_id,
           case when s.cancelled then 'cancelled'
                when c.q < (case when s.grp then 5 else 3 end) then 'no_show'
                when c.q < (case when s.grp then 9 else 5 end) then 'late_cancelled'
                when c.q < (case when s.grp then 13 else 8 end) then 'cancelled'
                else 'confirmed' end as status,
           o.id as option_id, o.kind, o.price, o.name as option_name
    from r_sessions s
    cross join lateral generate_series(
      0, case when s.grp then 3 + pg_temp.pick(s.n, 0, 5) % 5 else 0 end) j
    cross join lateral (select (client_count * 0.25 * s.f)::int as lo,
                               (client_count * (0.3 + 0.7 * s.f))::int as hi) w
    cross join lateral (
      select pg_temp.pick(s.n, j, 6) as q,
             w.lo + (abs(hashint4(s.n)) + j) % (w.hi - w.lo) as client_i,
             case when pg_temp.pick(s.n, j, 7) < 50 then 'drop_in'
                  when pg_temp.pick(s.n, j, 7) < 85 then 'pack' else 'pass' end as wanted) c
    join r_clients rc on rc.i = c.client_i
    left join r_options wanted on wanted.service_id = s.service_id and wanted.kind = c.wanted
    left join r_options drop_in on drop_in.service_id = s.service_id and drop_in.kind = 'drop_in'
    join r_options o on o.id = coalesce(s.option_id, wanted.id, drop_in.id);

  insert into public.enrollments
    (tenant_id, id, booking_id, client_id, status, option_id, created_at, updated_at)
  select tenant, id, booking_id, client_id, status, option_id, starts - interval '2 days', starts
  from r_places;

  -- Confirmed places: 85% present, 8% late, the rest not checked in; no-shows absent.
  insert into public.attendance (tenant_id, enrollment_id, status, checked_in_at, method)
  select tenant, p.id, a.mark,
         case a.mark when 'present' then p.starts - interval '5 minutes'
                     when 'late' then p.starts + interval '7 minutes' end,
         case when pg_temp.pick(p.n, p.j, 8) < 20 then 'self' else 'staff' end
  from r_places p,
       lateral (select case when p.status = 'no_show' then 'absent'
                            when pg_temp.pick(p.n, p.j, 9) < 85 then 'present'
                            when pg_temp.pick(p.n, p.j, 9) < 93 then 'late' end as mark) a
  where a.mark is not null and p.status in ('confirmed', 'no_show');

  -- Packs and passes, bought when needed: a pack for every ten classes of one client and
  -- service in each half of the year, bought three days before the first; a pass for each 30
  -- days of the year in which the client came with it.
  create temp table r_uses on commit drop as
    select p.id as enrollment_id, p.n, p.j, p.client_id, p.option_id, p.kind, p.starts,
           case p.kind
             when 'pack' then half * 100000 + (row_number() over (
                                partition by p.client_id, p.option_id, half
                                order by p.starts, p.n) - 1) / 10
             else floor(extract(epoch from p.starts - year_start) / (30 * 86400)) end::int as batch
    from r_places p,
         lateral (select floor(extract(epoch from p.starts - year_start) / (183 * 86400)) as half) h
    where p.kind in ('pack', 'pass');
  create temp table r_grants on commit drop as
    select gen_random_uuid() as id, u.client_id, u.option_id, u.kind, u.batch, o.price, o.name,
           o.credits, count(*) as uses, min(u.n * 16 + u.j) as seed,
           case u.kind when 'pack' then min(u.starts) - interval '3 days'
                       else year_start + u.batch * interval '30 days' end as created_at,
           case u.kind when 'pack' then min(u.starts) - interval '3 days' + interval '365 days'
                       else year_start + (u.batch + 1) * interval '30 days' end as expires_at
    from r_uses u join r_options o on o.id = u.option_id
    group by u.client_id, u.option_id, u.kind, u.batch, o.price, o.name, o.credits;

  -- The ledger, as the booking and payment functions write it.
  create temp table r_ledger (
    id uuid not null default gen_random_uuid(),
    client_id uuid not null,
    kind text not null,
    amount_minor bigint not null default 0,
    credits int,
    method text,
    grant_id uuid,
    refund_of uuid,
    option_id uuid,
    enrollment_id uuid,
    expires_at timestamptz,
    note text not null default '',
    created_at timestamptz not null,
    -- Not written to the ledger: the numbers the choices about a row are made from, the
    -- provider payment's purpose (online), and what a payment paid (a fee, a grant).
    seed int not null,
    online text,
    fee_id uuid,
    for_grant uuid
  ) on commit drop;

  insert into r_ledger (id, client_id, kind, credits, option_id, expires_at, note, created_at, seed)
  select id, client_id, 'credit_grant', credits, option_id, expires_at, name, created_at, seed
  from r_grants;
  insert into r_ledger (client_id, kind, amount_minor, option_id, note, created_at, seed, for_grant)
  select client_id, 'charge', price, option_id, name, created_at, seed, id from r_grants;
  insert into r_ledger
    (client_id, kind, credits, grant_id, option_id, enrollment_id, note, created_at, seed)
  select u.client_id, 'credit_use', 1, g.id, u.option_id, u.enrollment_id, g.name,
         u.starts - interval '2 days', u.n * 16 + u.j
  from r_uses u
  join r_grants g on g.client_id = u.client_id and g.option_id = u.option_id and g.batch = u.batch;
  -- A drop-in or an appointment is charged when booked.
  insert into r_ledger (client_id, kind, amount_minor, option_id, enrollment_id, note, created_at, seed)
  select client_id, 'charge', price, option_id, id, option_name, starts - interval '2 days', n * 16 + j
  from r_places where kind in ('drop_in', 'variant');
  -- A place cancelled in time (or with its session) gives back its money or its class.
  insert into r_ledger
    (client_id, kind, amount_minor, credits, grant_id, option_id, enrollment_id, note, created_at,
     seed)
  select p.client_id, case when p.kind in ('pack', 'pass') then 'credit_return' else 'adjustment' end,
         case when p.kind in ('pack', 'pass') then 0 else p.price end,
         case when p.kind in ('pack', 'pass') then 1 end, u.grant_id, p.option_id, p.id,
         'Cancelled in time', p.starts - interval '1 day', p.n * 16 + p.j
  from r_places p
  left join r_ledger u on u.enrollment_id = p.id and u.kind = 'credit_use'
  where p.status = 'cancelled';
  insert into r_ledger (client_id, kind, amount_minor, enrollment_id, note, created_at, seed)
  select client_id, 'charge', f.amount, id, f.note, f.at, n * 16 + j
  from r_places,
       lateral (values ('late_cancelled', 500, 'Late cancellation fee', starts - interval '3 hours'),
                       ('no_show', 800, 'No-show fee', starts + interval '1 hour'))
         f (status, amount, note, at)
  where r_places.status = f.status;

  -- Payments of the charges: for a place online when booked (45%) or at the desk when it came
  -- (47%, by each method); a pack or pass online (60%) or at the desk; a fee by the saved card
  -- a day later (40%) or at the desk (30%). The rest is owed.
  insert into r_ledger
    (client_id, kind, amount_minor, method, option_id, enrollment_id, note, created_at, seed,
     online, fee_id, for_grant)
  select c.client_id, 'payment', c.amount_minor, coalesce(m.method, 'card'),
         case when m.method is null and c.enrollment_id is null then c.option_id end,
         case when m.method is null then c.enrollment_id end,
         case when m.method is null then 'Card payment' else '' end,
         case when m.method is not null and c.enrollment_id is not null and c.option_id is not null
              then p.starts
              when c.option_id is null then c.created_at + interval '1 day'
              else c.created_at end,
         c.seed,
         case when m.method is null then
           case when c.option_id is null then 'fee'
                when c.enrollment_id is null then 'purchase' else 'enrollment' end end,
         case when m.method is null and c.option_id is null then c.id end,
         c.for_grant
  from r_ledger c
  left join r_places p on p.id = c.enrollment_id,
       lateral (select pg_temp.pick(c.seed, 0, 10) as q) h,
       lateral (select case
                  when c.option_id is null then  -- a fee
                    case when h.q < 40 then null when h.q < 70 then 'cash' else 'owed' end
                  when c.enrollment_id is null then  -- a pack or a pass
                    case when h.q < 60 then null
                         else (array['cash', 'card', 'bank_transfer', 'other'])[h.q % 4 + 1] end
                  else
                    case when h.q < 45 then null
                         when h.q < 92 then (array['cash', 'card', 'card', 'bank_transfer', 'other'])[h.q % 5 + 1]
                         else 'owed' end end as method) m
  where c.kind = 'charge' and (p.status is null or p.status <> 'cancelled')
    and m.method is distinct from 'owed';

  -- Refunds: 3% of payments online (by the provider), 2% of those at the desk, in full, a day on.
  insert into r_ledger
    (client_id, kind, amount_minor, method, refund_of, enrollment_id, note, created_at, seed)
  select client_id, 'refund', amount_minor, method, id,
         case when online is not null then enrollment_id end,
         case when online is not null then 'Card refund' else 'Refunded at the desk' end,
         created_at + interval '1 day', seed
  from r_ledger,
       lateral (select pg_temp.pick(seed, 0, 11) as q) h
  where kind = 'payment' and h.q < case when online is not null then 3 else 2 end;

  insert into public.transactions
    (tenant_id, id, client_id, kind, amount_minor, currency, credits, method, grant_id, refund_of,
     option_id, enrollment_id, expires_at, note, created_at)
  select tenant, id, client_id, kind, amount_minor, 'GBP', credits, method, grant_id, refund_of,
         option_id, enrollment_id, expires_at, note, created_at
  from r_ledger;

  -- Temporary tables have no statistics until analysed: the joins below would loop.
  analyze r_ledger;
  insert into payments.provider_payments
    (tenant_id, provider, provider_payment_id, client_id, amount_minor, currency, status,
     amount_refunded_minor, purpose, enrollment_id, option_id, grant_id, fee_id, transaction_id,
     created_at, updated_at)
  select tenant, 'test', 'pi_bench' || replace(p.id::text, '-', ''), p.client_id, p.amount_minor,
         'GBP', 'succeeded', coalesce(r.amount_minor, 0), p.online,
         case p.online when 'enrollment' then p.enrollment_id end,
         case p.online when 'purchase' then p.option_id end,
         p.for_grant,
         p.fee_id, p.id, p.created_at, coalesce(r.created_at, p.created_at)
  from r_ledger p
  left join r_ledger r on r.refund_of = p.id
  where p.kind = 'payment' and p.online is not null;

  -- What the triggers would have refused.
  if exists (select 1 from r_places where status in ('held', 'confirmed', 'offered')
             group by booking_id having count(*) > 10)
     or exists (select 1 from r_grants where kind = 'pack' and uses > credits) then
    raise exception 'the history breaks a capacity or a pack''s classes';
  end if;

  select jsonb_build_object(
           'staff', (select count(*) from r_staff),
           'services', (select count(*) from r_services),
           'options', (select count(*) from r_options),
           'clients', client_count,
           'bookings', how_many,
           'places', (select count(*) from r_places),
           'attendance', (select count(*) from public.attendance where tenant_id = tenant),
           'ledger', (select count(*) from r_ledger),
           'provider_payments', (select count(*) from r_ledger where kind = 'payment' and online is not null),
           'filter_service_id', (select id from r_services where k = 1))
    into written;
  return written;
end
$$;
