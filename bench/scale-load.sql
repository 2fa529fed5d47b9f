-- Businesses of the demo's shape, made in bulk for the scale benchmark (bench/scale.mjs) and the
-- policy-helper plan test (db/tests/policy-helper-plans.test.ts). Run as the database owner
-- in one session; then `select pg_temp.add_businesses(first, count)` adds businesses numbered
-- first .. first + count - 1, each with:
--   an owner and a staff member who sign in, a third teacher, 15 weekly hours;
--   3 group classes and 2 private services, 7 options, 6 staff assignments;
--   42 classes from a week ago to two weeks ahead, 4 places in each (168), attendance for the
--   past ones, a charge for every place and a payment for the past ones (224 ledger rows);
--   20 clients, 4 of them with a portal account, and 4 notes:
-- about 545 rows a business. Ids are made from the business's number (pg_temp.scale_id), so
-- rows find each other without lookups and the benchmark knows them.
--
-- The rows are inserted set-based with triggers and foreign-key checks off
-- (session_replication_role = replica): they are consistent by construction, and the per-row
-- triggers would make 10,000 businesses take an hour. The one column a trigger fills, a
-- booking's busy range, is written here.

create function pg_temp.scale_id(kind text, business int, k int default 0) returns uuid
language sql immutable
as $$ select md5(kind || ':' || business || ':' || k)::uuid $$;

create function pg_temp.add_businesses(first int, how_many int) returns void
language plpgsql
as $$
declare
  today timestamptz := date_trunc('day', now());
begin
  set local session_replication_role = replica;
  create temp table batch on commit drop as
    select n from generate_series(first, first + how_many - 1) n;

  insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data)
  select pg_temp.scale_id(who, n, k), who || k || '.' || n || '@scale.test', now(),
         '{"provider": "email", "providers": ["email"]}'
  from batch,
       lateral (values ('owner', 0), ('staff', 0), ('client', 1), ('client', 2), ('client', 3),
                       ('client', 4)) people (who, k);

  insert into public.tenants (id, slug, name, time_zone, currency, cancellation_window_minutes)
  select pg_temp.scale_id('tenant', n), 'studio-' || n, 'Studio ' || n, 'Europe/London', 'GBP', 720
  from batch;

  insert into public.memberships (tenant_id, user_id, role)
  select pg_temp.scale_id('tenant', n), pg_temp.scale_id(role, n), role
  from batch, unnest(array['owner', 'staff']) role;

  insert into public.staff (tenant_id, id, user_id, display_name, email)
  select pg_temp.scale_id('tenant', n), pg_temp.scale_id('staff', n, k),
         case k when 1 then pg_temp.scale_id('owner', n) when 2 then pg_temp.scale_id('staff', n) end,
         (array['Olivia', 'Sam', 'Maya'])[k] || ' ' || n, 'teacher' || k || '.' || n || '@scale.test'
  from batch, generate_series(1, 3) k;

  insert into public.staff_hours (tenant_id, staff_id, weekday, starts_at, ends_at)
  select pg_temp.scale_id('tenant', n), pg_temp.scale_id('staff', n, k), day, '09:00', '17:00'
  from batch, generate_series(1, 3) k, generate_series(1, 5) day;

  -- Services 1-3 are group classes, 4 and 5 private sessions.
  insert into public.services (tenant_id, id, kind, name, duration_minutes, capacity)
  select pg_temp.scale_id('tenant', n), pg_temp.scale_id('service', n, k),
         case when k <= 3 then 'group' else 'private' end,
         (array['Vinyasa Flow', 'Yin Yoga', 'Lunchtime Meditation', 'Private yoga', 'Massage'])[k],
         60, case when k <= 3 then 12 else 1 end
  from batch, generate_series(1, 5) k;

  -- Options 1-3: each class's drop-in; 4: a 10-class pack; 5-7: private variants.
  insert into public.service_options
    (tenant_id, id, service_id, kind, name, price_minor, currency, duration_minutes, credits,
     validity_days, sort_order)
  select pg_temp.scale_id('tenant', n), pg_temp.scale_id('option', n, o.k),
         pg_temp.scale_id('service', n, o.service), o.kind, o.name, o.price, 'GBP', o.minutes,
         o.credits, o.validity, o.k
  from batch,
       (values (1, 1, 'drop_in', 'Drop-in', 1200, null, null, null),
               (2, 2, 'drop_in', 'Drop-in', 1200, null, null, null),
               (3, 3, 'drop_in', 'Drop-in', 800, null, null, null),
               (4, 1, 'pack', '10-class pack', 9900, null, 10, 90),
               (5, 4, 'variant', '30 minutes', 4000, 30, null, null),
               (6, 4, 'variant', '60 minutes', 7000, 60, null, null),
               (7, 5, 'variant', '60 minutes', 6500, 60, null, null))
         o (k, service, kind, name, price, minutes, credits, validity);

  -- Class k is taught by teacher 4 - k; both private services by two teachers.
  insert into public.service_staff (tenant_id, service_id, staff_id)
  select pg_temp.scale_id('tenant', n), pg_temp.scale_id('service', n, s.service),
         pg_temp.scale_id('staff', n, s.teacher)
  from batch, (values (1, 3), (2, 2), (3, 1), (4, 1), (4, 2), (5, 3)) s (service, teacher);

  -- Two classes a day, at 07:00 and 18:00 UTC, from 7 days ago to 13 days ahead.
  insert into public.bookings
    (tenant_id, id, service_id, staff_id, starts_at, ends_at, capacity, status, busy)
  select pg_temp.scale_id('tenant', n), pg_temp.scale_id('booking', n, k),
         pg_temp.scale_id('service', n, k % 3 + 1), pg_temp.scale_id('staff', n, 3 - k % 3),
         starts, starts + interval '1 hour', 12,
         case when starts < now() then 'completed' else 'scheduled' end,
         tstzrange(starts, starts + interval '1 hour')
  from batch, generate_series(0, 41) k,
       lateral (select today + (k / 2 - 7) * interval '1 day'
                       + (7 + (k % 2) * 11) * interval '1 hour' as starts) t;

  insert into public.clients (tenant_id, id, user_id, full_name, email, phone, created_at)
  select pg_temp.scale_id('tenant', n), pg_temp.scale_id('client', n, k),
         case when k <= 4 then pg_temp.scale_id('client', n, k) end,
         (array['Amara', 'Ben', 'Chris', 'Dana', 'Eli'])[k % 5 + 1] || ' Client ' || k || '-' || n,
         'client' || k || '.' || n || '@scale.test', '+44 20 7946 ' || lpad(k::text, 4, '0'),
         now() - k * interval '3 days'
  from batch, generate_series(1, 20) k;

  -- Places j = 0..3 of class k go to four different clients; in past classes the fourth did not
  -- come (no_show) and the others were checked in.
  create temp table places on commit drop as
    select n, k * 4 + j as place, k, j, pg_temp.scale_id('client', n, (k * 3 + j) % 20 + 1) as client,
           today + (k / 2 - 7) * interval '1 day' + (7 + (k % 2) * 11) * interval '1 hour' as starts
    from batch, generate_series(0, 41) k, generate_series(0, 3) j;

  insert into public.enrollments (tenant_id, id, booking_id, client_id, status, option_id, created_at)
  select pg_temp.scale_id('tenant', n), pg_temp.scale_id('enrollment', n, place),
         pg_temp.scale_id('booking', n, k), client,
         case when starts < now() and j = 3 then 'no_show' else 'confirmed' end,
         pg_temp.scale_id('option', n, k % 3 + 1), starts - interval '2 days'
  from places;

  insert into public.attendance (tenant_id, enrollment_id, status, checked_in_at, method)
  select pg_temp.scale_id('tenant', n), pg_temp.scale_id('enrollment', n, place),
         (array['present', 'present', 'late'])[j + 1], starts, 'staff'
  from places where starts < now() and j < 3;

  insert into public.transactions
    (tenant_id, id, client_id, kind, amount_minor, currency, method, option_id, enrollment_id,
     created_at)
  select pg_temp.scale_id('tenant', n), pg_temp.scale_id(t.kind, n, place), client, t.kind,
         case k % 3 when 2 then 800 else 1200 end, 'GBP', t.method,
         pg_temp.scale_id('option', n, k % 3 + 1), pg_temp.scale_id('enrollment', n, place),
         starts - t.before
  from places,
       lateral (values ('charge', null, interval '2 days'), ('payment', 'card', interval '0')) t
         (kind, method, before)
  where t.kind = 'charge' or starts < now();

  insert into public.client_notes (tenant_id, client_id, body, pinned)
  select pg_temp.scale_id('tenant', n), pg_temp.scale_id('client', n, k),
         'Prefers a mat near the window.', k = 1
  from batch, generate_series(1, 4) k;
end
$$;
