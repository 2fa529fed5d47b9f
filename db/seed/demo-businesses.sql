-- The demo businesses, made on the first start of a demo database (DEMO=1) right after the demo
-- accounts and demo-history.sql's helpers, relative to that day. Each step that can be is the
-- product's own operation, run as the person who would take it (their JWT claims set for the
-- step), so the demo obeys every rule real data does; the past is written by the helpers, dated
-- when it happened, so today's figures on the dashboard are today's.
--
-- Sunrise Yoga (Europe/London, GBP), eight weeks old: owner@demo.test owns it, staff@demo.test
-- teaches. Forty clients came to its classes and private sessions, some late, a few not at all,
-- a few cancelling late; regulars use packs; five have not come for a month; two joined this
-- week; two memberships are on sale. The next two weeks are filling up, with two full classes
-- and their waitlists.
-- client@demo.test (Chris Client) came on Wednesdays, moved to a pack three weeks ago, owes a
-- late cancellation, has a refund, places booked, a waitlist spot, a private session booked and
-- a waiver still to sign. Harbour Pilates (America/New_York, USD): harbour@demo.test owns it;
-- Chris is a client there too, with no bookings, so isolation and switching can be seen.
--
-- The file is long because it is one story told in order; each block says what it adds.

-- Sunrise Yoga ----------------------------------------------------------------------------------
do $$
declare
  tenant uuid;
  today date;
  olivia uuid;
  sam uuid;
  maya uuid;
  vinyasa uuid;
  yin uuid;
  meditation uuid;
  private_yoga uuid;
  massage uuid;
  vinyasa_drop_in uuid;
  vinyasa_pack uuid;
  yin_drop_in uuid;
  meditation_drop_in uuid;
  private_30 uuid;
  private_60 uuid;
  massage_60 uuid;
  waiver uuid;
  chris uuid;
  clients uuid[];
  pool uuid[];
  regulars uuid[];
  invitation uuid;
  full_session uuid;
  full_flow uuid;
  session public.bookings;
  client uuid;
  outcome text;
  seats int;
  i int;
  n int;
  w int;
  hash int;
begin
  perform pg_temp.act_as('owner@demo.test');
  tenant := (public.create_tenant('Sunrise Yoga', 'sunrise-yoga', 'Europe/London', 'GBP')).id;
  today := (now() at time zone 'Europe/London')::date;
  update public.tenants
  set contact_email = 'hello@sunrise-yoga.test', contact_phone = '+44 20 7946 0000',
      address = '12 Harbour Row, London E1 6AN',
      cancellation_window_minutes = 720, late_cancel_fee_minor = 500,
      waitlist_enabled = true, waitlist_mode = 'auto', documents_before_first_booking = true
  where id = tenant;
  select id into olivia from public.staff where tenant_id = tenant and email = 'owner@demo.test';
  update public.staff set colour = '#e8590c', bio = 'Founder. Vinyasa and private sessions.'
  where tenant_id = tenant and id = olivia;

  invitation := (public.invite_staff(tenant, 'staff@demo.test', 'staff')).id;
  perform pg_temp.act_as('staff@demo.test');
  perform public.accept_invitation(invitation);
  perform pg_temp.act_as('owner@demo.test');
  select id into sam from public.staff where tenant_id = tenant and email = 'staff@demo.test';
  update public.staff set colour = '#1c7ed6', bio = 'Evening flow and lunchtime meditation.'
  where tenant_id = tenant and id = sam;
  insert into public.staff (tenant_id, display_name, email, colour, bio)
  values (tenant, 'Maya Patel', 'maya@sunrise-yoga.test', '#2f9e44', 'Yin yoga and sports massage.')
  returning id into maya;
  perform public.invite_staff(tenant, 'new.teacher@sunrise-yoga.test', 'staff');

  -- Weekly hours for private work, Monday to Friday (Maya also on Saturday mornings).
  insert into public.staff_hours (tenant_id, staff_id, weekday, starts_at, ends_at)
  select tenant, s.staff, d, s.starts, s.ends
  from (values (olivia, '09:00'::time, '13:00'::time), (sam, '13:30', '18:00'),
               (maya, '10:00', '16:00')) s (staff, starts, ends)
  cross join generate_series(1, 5) d;
  insert into public.staff_hours (tenant_id, staff_id, weekday, starts_at, ends_at)
  values (tenant, maya, 6, '09:00', '12:00');
  insert into public.staff_time_off (tenant_id, staff_id, during, reason)
  values (tenant, olivia, tstzrange(((today + 8) + time '10:00') at time zone 'Europe/London',
                                    ((today + 8) + time '13:00') at time zone 'Europe/London'),
          'Dentist');

  insert into public.services
    (tenant_id, kind, name, description, duration_minutes, capacity, colour, min_notice_minutes)
  values
    (tenant, 'group', 'Vinyasa Flow', 'A dynamic class linking breath and movement. All levels.', 60, 12, '#e8590c', 60),
    (tenant, 'group', 'Yin Yoga', 'Slow, long-held floor poses to finish the week.', 75, 10, '#2f9e44', 60),
    (tenant, 'group', 'Lunchtime Meditation', 'Thirty quiet minutes in a small group.', 30, 4, '#7048e8', 60),
    (tenant, 'private', 'Private Yoga', 'One to one, built around you.', 60, 1, '#f08c00', 720),
    (tenant, 'private', 'Sports Massage', 'Deep tissue work for recovery.', 60, 1, '#0c8599', 720);
  select id into vinyasa from public.services where tenant_id = tenant and name = 'Vinyasa Flow';
  select id into yin from public.services where tenant_id = tenant and name = 'Yin Yoga';
  select id into meditation from public.services where tenant_id = tenant and name = 'Lunchtime Meditation';
  select id into private_yoga from public.services where tenant_id = tenant and name = 'Private Yoga';
  select id into massage from public.services where tenant_id = tenant and name = 'Sports Massage';
  update public.services set buffer_after_minutes = 15 where tenant_id = tenant and id = massage;

  insert into public.service_staff (tenant_id, service_id, staff_id)
  values (tenant, vinyasa, olivia), (tenant, vinyasa, sam), (tenant, yin, maya),
         (tenant, meditation, sam), (tenant, private_yoga, olivia), (tenant, private_yoga, sam),
         (tenant, massage, maya);

  insert into public.service_options
    (tenant_id, service_id, kind, name, price_minor, currency, duration_minutes, credits, validity_days, sort_order)
  values
    (tenant, vinyasa, 'drop_in', 'Drop-in', 1500, 'GBP', null, null, null, 1),
    (tenant, vinyasa, 'pack', '10-class pack', 12000, 'GBP', null, 10, 90, 2),
    (tenant, yin, 'drop_in', 'Drop-in', 1500, 'GBP', null, null, null, 1),
    (tenant, meditation, 'drop_in', 'Drop-in', 800, 'GBP', null, null, null, 1),
    (tenant, private_yoga, 'variant', '30 minutes', 4000, 'GBP', 30, null, null, 1),
    (tenant, private_yoga, 'variant', '60 minutes', 7000, 'GBP', 60, null, null, 2),
    (tenant, massage, 'variant', '60 minutes', 6500, 'GBP', 60, null, null, 1);
  select id into vinyasa_drop_in from public.service_options where tenant_id = tenant and service_id = vinyasa and kind = 'drop_in';
  select id into vinyasa_pack from public.service_options where tenant_id = tenant and service_id = vinyasa and kind = 'pack';
  select id into yin_drop_in from public.service_options where tenant_id = tenant and service_id = yin;
  select id into meditation_drop_in from public.service_options where tenant_id = tenant and service_id = meditation;
  select id into private_30 from public.service_options where tenant_id = tenant and service_id = private_yoga and name = '30 minutes';
  select id into private_60 from public.service_options where tenant_id = tenant and service_id = private_yoga and name = '60 minutes';
  select id into massage_60 from public.service_options where tenant_id = tenant and service_id = massage;

  -- Two memberships on sale (issue 35): nobody holds one yet, so a trial shows joining.
  insert into public.plans
    (tenant_id, name, description, price_minor, period, allowance, carry_over_cap, joining_fee_minor,
     minimum_periods, notice_days, sort_order)
  values
    (tenant, 'Unlimited monthly', 'Every class, every day.', 9500, 'month', null, null, 0, 1, 14, 1),
    (tenant, '8 classes a month', 'Two classes a week, with up to 2 unused classes carried over.',
     7000, 'month', 8, 2, 2500, 3, 14, 2);
  insert into public.plan_services (tenant_id, plan_id, service_id)
  select tenant, p.id, s.id from public.plans p
  cross join (values (vinyasa), (yin), (meditation)) as s (id)
  where p.tenant_id = tenant and (p.name = 'Unlimited monthly' or s.id <> meditation);

  -- Eight weeks of classes behind and two ahead.
  perform public.schedule_series(vinyasa, array[1, 3, 5], '07:00', today - 56, today + 14, olivia, null, 'Studio 1');
  perform public.schedule_series(vinyasa, array[2, 4], '18:30', today - 56, today + 14, sam, null, 'Studio 1');
  perform public.schedule_series(yin, array[7], '17:00', today - 56, today + 14, maya, null, 'Studio 2');
  perform public.schedule_series(meditation, array[1, 2, 3, 4, 5], '12:30', today - 56, today + 14, sam, null, 'Studio 2');

  insert into public.document_templates (tenant_id, title, requires_signature, required_before_booking)
  values (tenant, 'Health and liability waiver', true, true)
  returning id into waiver;
  insert into public.document_template_versions (tenant_id, template_id, body)
  values (tenant, waiver, E'I confirm that I am in good health and have told my teacher about any injury or condition.\n\nI take part at my own risk and will stop if I feel pain or discomfort.\n\nSunrise Yoga is not liable for injury except where caused by its negligence.');

  -- Clients: Chris with a portal account, and forty the front desk added over the weeks.
  perform pg_temp.act_as('client@demo.test');
  chris := (public.join_tenant('sunrise-yoga', 'Chris Client')).id;
  perform pg_temp.act_as('staff@demo.test');
  update public.clients set phone = '+44 7700 900001', tags = '{regular}', created_at = now() - interval '52 days'
  where tenant_id = tenant and id = chris;
  insert into public.clients (tenant_id, full_name, email, phone, birth_date, tags)
  select tenant, c.name, c.email, c.phone, c.born::date, c.tags::text[]
  from (values
    ('Amara Okafor', 'amara@example.test', '+44 7700 900101', '1990-04-12', '{regular}'),
    ('Ben Carter', 'ben@example.test', '+44 7700 900102', '1985-09-30', '{}'),
    ('Chloe Dubois', 'chloe@example.test', null, '1995-01-22', '{}'),
    ('Daniel Kim', 'daniel@example.test', '+44 7700 900104', null, '{regular,early-bird}'),
    ('Erin Walsh', 'erin@example.test', '+44 7700 900105', '1979-06-03', '{}'),
    ('Farah Haddad', 'farah@example.test', null, null, '{prenatal}'),
    ('George Mensah', 'george@example.test', '+44 7700 900107', '1988-11-11', '{regular}'),
    ('Hannah Schmidt', 'hannah@example.test', '+44 7700 900108', null, '{}'),
    ('Isaac Levy', 'isaac@example.test', null, '2001-02-14', '{student}'),
    ('Julia Rossi', 'julia@example.test', '+44 7700 900110', '1992-08-08', '{regular}'),
    ('Kofi Asante', 'kofi@example.test', '+44 7700 900111', null, '{}'),
    ('Lena Novak', 'lena@example.test', null, '1983-12-01', '{}')
  ) c (name, email, phone, born, tags);
  insert into public.clients (tenant_id, full_name, email, phone, tags)
  select tenant, f || ' ' || l, lower(f || '.' || l) || '@example.test',
         case when k % 3 <> 0 then '+44 7700 9002' || lpad(k::text, 2, '0') end,
         case when k % 5 = 0 then '{student}' else '{}' end::text[]
  from unnest(
    array['Aisha', 'Bruno', 'Carmen', 'Dev', 'Elif', 'Felix', 'Grace', 'Hugo', 'Ines', 'Jonas',
          'Keira', 'Luca', 'Mei', 'Nadia', 'Omar', 'Paula', 'Quinn', 'Rosa', 'Stefan', 'Tara',
          'Umar', 'Vera', 'Wes', 'Ximena', 'Yusuf', 'Zoe', 'Ravi', 'Sofia'],
    array['Bello', 'Costa', 'Navarro', 'Sharma', 'Yilmaz', 'Wagner', 'Byrne', 'Leclerc', 'Moreau',
          'Berg', 'Doyle', 'Romano', 'Chen', 'Aziz', 'Farouk', 'Silva', 'Harper', 'Alves', 'Nowak',
          'Quinn', 'Malik', 'Petrova', 'Lund', 'Ortiz', 'Demir', 'Fischer', 'Iyer', 'Greco'])
    with ordinality as names (f, l, k);
  select array_agg(id order by full_name) into clients
  from public.clients where tenant_id = tenant and id <> chris;
  -- By place in that list: every fourth from the first holds packs, every eighth from the sixth
  -- stopped coming a month ago (lapsed), the twentieth and fortieth joined this week.
  update public.clients c
  set created_at = case when u.k % 20 = 0 then now() - make_interval(days => u.k::int / 10)
                        else now() - make_interval(days => 57 + u.k::int % 9) end,
      tags = case when u.k % 20 = 0 then '{new}' else c.tags end
  from unnest(clients) with ordinality as u (id, k)
  where c.tenant_id = tenant and c.id = u.id;
  select array_agg(u.id order by u.k) into regulars
  from unnest(clients) with ordinality as u (id, k) where u.k % 4 = 1;

  -- The past eight weeks: who came, who was late, who did not show and who cancelled late;
  -- Chris on Wednesday mornings, on drop-ins and then on a pack, and once late to cancel a Yin.
  perform pg_temp.act_as('owner@demo.test');
  n := 0;
  for session in
    select * from public.bookings where tenant_id = tenant and starts_at < now() order by starts_at
  loop
    n := n + 1;
    select array_agg(u.id order by u.k) into pool
    from unnest(clients) with ordinality as u (id, k)
    where u.k % 20 <> 0 and (u.k % 8 <> 6 or session.starts_at < now() - interval '30 days');
    seats := case session.service_id when vinyasa then 5 + n % 6 when yin then 4 + n % 5 else 2 + n % 3 end;
    for i in 1 .. seats loop
      client := pool[1 + (n * 5 + i) % array_length(pool, 1)];
      hash := (n * 7 + i * 11) % 37;
      outcome := case when hash < 2 then 'absent' when hash = 2 then 'late_cancel'
                      when hash < 6 then 'late' else 'present' end;
      perform pg_temp.past_place(session, client,
        case session.service_id
          when vinyasa then case when client = any (regulars) then vinyasa_pack else vinyasa_drop_in end
          when yin then yin_drop_in
          else meditation_drop_in end,
        outcome, array_position(clients, client) % 7 <> 3);
    end loop;
    if session.service_id = vinyasa
       and extract(isodow from session.starts_at at time zone 'Europe/London') = 3 then
      perform pg_temp.past_place(session, chris,
        case when session.starts_at > now() - interval '21 days' then vinyasa_pack else vinyasa_drop_in end,
        'present', true);
    elsif session.service_id = yin and session.starts_at between now() - interval '14 days' and now() - interval '7 days' then
      perform pg_temp.past_place(session, chris, yin_drop_in, 'late_cancel', false);
    end if;
  end loop;

  -- Private sessions that happened: Olivia's on Tuesday mornings, Maya's massages on Thursdays.
  select array_agg(u.id order by u.k) into pool
  from unnest(clients) with ordinality as u (id, k) where u.k % 20 <> 0 and u.k % 8 <> 6;
  for w in 1 .. 8 loop
    perform pg_temp.past_appointment(private_60, olivia, pool[1 + (w * 3) % array_length(pool, 1)],
      ((today - 7 * w + (2 - extract(isodow from today)::int)) + time '10:00') at time zone 'Europe/London',
      'present');
    perform pg_temp.past_appointment(massage_60, maya, pool[1 + (w * 5 + 1) % array_length(pool, 1)],
      ((today - 7 * w + (4 - extract(isodow from today)::int)) + time '14:00') at time zone 'Europe/London',
      case when w = 5 then 'absent' else 'present' end);
  end loop;

  -- One lapsed client left money on account when she stopped coming.
  perform pg_temp.entry(tenant, clients[14], 'payment', 3000, now() - interval '33 days',
    'Paid ahead for next month', 'bank_transfer');

  -- Refunds of drop-ins, each the day after the payment it returns all or part of.
  perform pg_temp.entry(tenant, p.client_id, 'refund', p.amount_minor / r.share, p.created_at + interval '1 day',
    r.note, p.method, returns_payment => p.id)
  from (values (chris, 3, 'Class ran short'), (clients[2], 2, 'Heating failed: half back'),
               (clients[11], 1, 'Teacher ill, class taken by a trainee')) r (client, share, note)
  cross join lateral (
    select * from public.transactions t
    where t.tenant_id = tenant and t.client_id = r.client and t.kind = 'payment' and t.note = 'Drop-in'
      and t.created_at < now() - interval '8 days'
    order by t.created_at desc limit 1) p;

  -- The coming two weeks, booked at the desk: classes filling up, the next meditation and an
  -- evening flow full with people waiting, and the lapsed clients nowhere.
  perform pg_temp.act_as('staff@demo.test');
  select id into full_session from public.bookings
  where tenant_id = tenant and service_id = meditation and starts_at > now() + interval '2 hours'
  order by starts_at limit 1;
  select id into full_flow from public.bookings
  where tenant_id = tenant and service_id = vinyasa and staff_id = sam and starts_at > now() + interval '3 days'
  order by starts_at limit 1;
  select array_agg(u.id order by u.k) into pool
  from unnest(clients) with ordinality as u (id, k) where u.k % 8 <> 6;
  n := 0;
  for session in
    select * from public.bookings
    where tenant_id = tenant and starts_at > now() + interval '2 hours'
    order by starts_at
  loop
    n := n + 1;
    seats := case when session.id in (full_session, full_flow) then session.capacity + 2
                  when session.starts_at > now() + interval '7 days' then least(session.capacity - 1, 1 + (n * 7) % 5)
                  else least(session.capacity - 1, 2 + (n * 7) % 9) end;
    for i in 1 .. seats loop
      client := pool[1 + (n * 3 + i) % array_length(pool, 1)];
      perform public.enroll(
        session.id,
        case session.service_id
          when vinyasa then case when exists (
              select 1 from public.client_credits c
              where c.tenant_id = tenant and c.client_id = client and c.valid and c.credits_remaining > 0)
            then vinyasa_pack else vinyasa_drop_in end
          when yin then yin_drop_in
          else meditation_drop_in end,
        client);
    end loop;
  end loop;
  for i in 1 .. 3 loop
    client := pool[4 * i];
    perform public.book_private(
      case when i = 2 then private_yoga else massage end,
      case when i = 2 then private_30 else massage_60 end,
      (select a.starts_at from public.available_slots(
         case when i = 2 then private_yoga else massage end, case when i = 2 then private_30 else massage_60 end,
         now() + make_interval(days => i * 2), now() + make_interval(days => i * 2 + 5),
         case when i = 2 then sam else maya end) a order by a.starts_at limit 1),
      case when i = 2 then sam else maya end, client, null);
  end loop;

  -- Chris's own plans: the next two morning flows on the pack, a drop-in Yin, the meditation waitlist,
  -- and a private session with Olivia.
  perform pg_temp.act_as('client@demo.test');
  for session in
    select * from public.bookings
    where tenant_id = tenant and service_id = vinyasa and staff_id = olivia and starts_at > now() + interval '1 day'
    order by starts_at limit 2
  loop
    perform public.enroll(session.id, vinyasa_pack, null, null);
  end loop;
  perform public.enroll(
    (select id from public.bookings where tenant_id = tenant and service_id = yin and starts_at > now()
     order by starts_at limit 1), yin_drop_in, null, null);
  perform public.enroll(full_session, meditation_drop_in, null, null);
  perform public.book_private(private_yoga, private_60,
    (select a.starts_at from public.available_slots(private_yoga, private_60, now() + interval '2 days',
       now() + interval '9 days', olivia) a order by a.starts_at limit 1), olivia, null, null);

  -- Today at the desk: a pack sold this morning.
  perform pg_temp.act_as('owner@demo.test');
  perform public.purchase_option(tenant, clients[3], vinyasa_pack, 'card');

  perform pg_temp.act_as('staff@demo.test');
  insert into public.client_notes (tenant_id, client_id, body, pinned)
  values (tenant, chris, 'Recovering from a knee injury: offer props in kneeling poses.', true),
         (tenant, chris, 'Asked about the teacher training in spring.', false),
         (tenant, (select id from public.clients where tenant_id = tenant and full_name = 'Farah Haddad'), 'Second trimester: prenatal modifications only.', true),
         (tenant, (select id from public.clients where tenant_id = tenant and full_name = 'Ben Carter'), 'Prefers the back row.', false);
end
$$;

-- Harbour Pilates -------------------------------------------------------------------------------
do $$
declare
  tenant uuid;
  today date;
  hana uuid;
  leo uuid;
  reformer uuid;
  private_reformer uuid;
  drop_in uuid;
  clients uuid[];
  session public.bookings;
  i int;
  n int;
begin
  perform pg_temp.act_as('harbour@demo.test');
  tenant := (public.create_tenant('Harbour Pilates', 'harbour-pilates', 'America/New_York', 'USD')).id;
  today := (now() at time zone 'America/New_York')::date;
  update public.tenants
  set contact_email = 'desk@harbour-pilates.test', address = '40 Water Street, Brooklyn, NY',
      cancellation_window_minutes = 1440, late_cancel_fee_minor = 1000, waitlist_mode = 'offer'
  where id = tenant;
  select id into hana from public.staff where tenant_id = tenant;
  insert into public.staff (tenant_id, display_name, email, colour)
  values (tenant, 'Leo Martins', 'leo@harbour-pilates.test', '#c2255c')
  returning id into leo;
  insert into public.staff_hours (tenant_id, staff_id, weekday, starts_at, ends_at)
  select tenant, s, d, '08:00', '15:00' from unnest(array[hana, leo]) s cross join generate_series(1, 5) d;
  insert into public.services (tenant_id, kind, name, description, duration_minutes, capacity, colour)
  values (tenant, 'group', 'Reformer Pilates', 'Small-group reformer class.', 50, 6, '#c2255c'),
         (tenant, 'private', 'Private Reformer', 'One to one on the reformer.', 55, 1, '#5f3dc4');
  select id into reformer from public.services where tenant_id = tenant and kind = 'group';
  select id into private_reformer from public.services where tenant_id = tenant and kind = 'private';
  insert into public.service_staff (tenant_id, service_id, staff_id)
  values (tenant, reformer, hana), (tenant, reformer, leo), (tenant, private_reformer, leo);
  insert into public.service_options (tenant_id, service_id, kind, name, price_minor, currency, credits, validity_days, duration_minutes)
  values (tenant, reformer, 'drop_in', 'Drop-in', 3500, 'USD', null, null, null),
         (tenant, reformer, 'pack', '5-class pack', 16000, 'USD', 5, 60, null),
         (tenant, private_reformer, 'variant', '55 minutes', 9500, 'USD', null, null, 55);
  select id into drop_in from public.service_options where tenant_id = tenant and kind = 'drop_in';
  perform public.schedule_series(reformer, array[2, 4, 6], '09:00', today, today + 14, leo, null, 'Reformer room');

  perform pg_temp.act_as('client@demo.test');
  perform public.join_tenant('harbour-pilates', 'Chris Client');
  perform pg_temp.act_as('harbour@demo.test');
  insert into public.clients (tenant_id, full_name, email, tags)
  values (tenant, 'Maria Gonzalez', 'maria@example.test', '{regular}'),
         (tenant, 'Noah Brooks', 'noah@example.test', '{}'),
         (tenant, 'Priya Shah', 'priya@example.test', '{new}');
  select array_agg(id order by full_name) into clients from public.clients where tenant_id = tenant and user_id is null;
  n := 0;
  for session in
    select * from public.bookings where tenant_id = tenant and starts_at > now() + interval '2 hours' order by starts_at
  loop
    n := n + 1;
    for i in 1 .. 1 + n % 3 loop
      perform public.enroll(session.id, drop_in, clients[i]);
    end loop;
  end loop;
  perform public.record_payment(tenant, clients[1], 3500, 'card', 'Drop-in');
end
$$;

drop function pg_temp.act_as(text), pg_temp.entry(uuid, uuid, text, bigint, timestamptz, text, text, uuid, uuid, uuid, uuid, int, timestamptz),
  pg_temp.past_purchase(uuid, uuid, text, timestamptz),
  pg_temp.past_place(public.bookings, uuid, uuid, text, boolean),
  pg_temp.past_appointment(uuid, uuid, uuid, timestamptz, text);
