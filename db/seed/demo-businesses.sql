-- The demo businesses, made on the first start of a demo database (DEMO=1) right after the demo
-- accounts. Each step is the product's own operation, run as the person who would take it (their
-- JWT claims set for the step), so the demo obeys every rule real data does. The one exception
-- is last week's classes: operations refuse to book the past, so those places are inserted
-- directly and then paid and checked in through the same functions.
--
-- Sunrise Yoga (Europe/London, GBP): owner@demo.test owns it, staff@demo.test teaches, and
-- client@demo.test is a client with a pack, bookings, a waitlist spot and a waiver to sign.
-- Harbour Pilates (America/New_York, USD): harbour@demo.test owns it; client@demo.test is a
-- client there too, so isolation and switching between businesses can be seen.

create function pg_temp.act_as(email text) returns uuid
language plpgsql
as $$
declare
  account auth.users;
begin
  select * into strict account from auth.users u where u.email = act_as.email;
  perform set_config('request.jwt.claims', json_build_object(
    'sub', account.id, 'role', 'authenticated', 'email', account.email,
    'user_metadata', account.raw_user_meta_data)::text, true);
  return account.id;
end
$$;

-- Places in a class that has already happened: taken and paid as enroll would have, then marked.
create function pg_temp.past_place(session public.bookings, client uuid, option uuid, attended text)
returns void
language plpgsql
as $$
declare
  place public.enrollments;
begin
  insert into public.enrollments (tenant_id, booking_id, client_id, status, option_id, created_at)
  values (session.tenant_id, session.id, client, 'confirmed', option, session.starts_at - interval '2 days')
  returning * into place;
  perform app.settle_enrollment(place);
  perform public.check_in(place.id, attended);
end
$$;

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
  invitation uuid;
  full_session uuid;
  owing bigint;
  session public.bookings;
  payment public.transactions;
  i int;
  n int;
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

  -- Last week and the next two weeks of classes.
  perform public.schedule_series(vinyasa, array[1, 3, 5], '07:00', today - 7, today + 14, olivia, null, 'Studio 1');
  perform public.schedule_series(vinyasa, array[2, 4], '18:30', today - 7, today + 14, sam, null, 'Studio 1');
  perform public.schedule_series(yin, array[7], '17:00', today - 7, today + 14, maya, null, 'Studio 2');
  perform public.schedule_series(meditation, array[1, 2, 3, 4, 5], '12:30', today - 7, today + 14, sam, null, 'Studio 2');

  insert into public.document_templates (tenant_id, title, requires_signature, required_before_booking)
  values (tenant, 'Health and liability waiver', true, true)
  returning id into waiver;
  insert into public.document_template_versions (tenant_id, template_id, body)
  values (tenant, waiver, E'I confirm that I am in good health and have told my teacher about any injury or condition.\n\nI take part at my own risk and will stop if I feel pain or discomfort.\n\nSunrise Yoga is not liable for injury except where caused by its negligence.');

  -- Clients: one with a portal account, twelve the front desk added.
  perform pg_temp.act_as('client@demo.test');
  chris := (public.join_tenant('sunrise-yoga', 'Chris Client')).id;
  perform pg_temp.act_as('staff@demo.test');
  update public.clients set phone = '+44 7700 900001', tags = '{regular}' where tenant_id = tenant and id = chris;
  insert into public.clients (tenant_id, full_name, email, phone, birth_date, tags)
  select tenant, c.name, c.email, c.phone, c.born::date, c.tags::text[]
  from (values
    ('Amara Okafor', 'amara@example.test', '+44 7700 900101', '1990-04-12', '{regular}'),
    ('Ben Carter', 'ben@example.test', '+44 7700 900102', '1985-09-30', '{}'),
    ('Chloe Dubois', 'chloe@example.test', null, '1995-01-22', '{new}'),
    ('Daniel Kim', 'daniel@example.test', '+44 7700 900104', null, '{regular,early-bird}'),
    ('Erin Walsh', 'erin@example.test', '+44 7700 900105', '1979-06-03', '{}'),
    ('Farah Haddad', 'farah@example.test', null, null, '{prenatal}'),
    ('George Mensah', 'george@example.test', '+44 7700 900107', '1988-11-11', '{regular}'),
    ('Hannah Schmidt', 'hannah@example.test', '+44 7700 900108', null, '{}'),
    ('Isaac Levy', 'isaac@example.test', null, '2001-02-14', '{student}'),
    ('Julia Rossi', 'julia@example.test', '+44 7700 900110', '1992-08-08', '{regular}'),
    ('Kofi Asante', 'kofi@example.test', '+44 7700 900111', null, '{new}'),
    ('Lena Novak', 'lena@example.test', null, '1983-12-01', '{}')
  ) c (name, email, phone, born, tags);
  select array_agg(id order by full_name) into clients
  from public.clients where tenant_id = tenant and id <> chris;

  -- Packs, bought at the desk; the regulars below hold two each, enough for three weeks.
  perform pg_temp.act_as('owner@demo.test');
  perform public.purchase_option(tenant, chris, vinyasa_pack, 'card');
  for i in 1 .. 2 loop
    perform public.purchase_option(tenant, clients[1], vinyasa_pack, 'card');
    perform public.purchase_option(tenant, clients[4], vinyasa_pack, 'bank_transfer');
    perform public.purchase_option(tenant, clients[7], vinyasa_pack, 'card');
  end loop;

  -- Last week: who came, who was late, who did not show.
  n := 0;
  for session in
    select * from public.bookings
    where tenant_id = tenant and starts_at < now() and starts_at > now() - interval '8 days'
    order by starts_at
  loop
    n := n + 1;
    for i in 1 .. least(session.capacity, 3 + n % 5) loop
      perform pg_temp.past_place(
        session,
        case when i = 1 and session.service_id = vinyasa then chris
             else clients[1 + (n * 3 + i) % array_length(clients, 1)] end,
        case session.service_id
          when vinyasa then case when i = 1 or (n * 3 + i) % 12 in (0, 3, 6) then vinyasa_pack else vinyasa_drop_in end
          when yin then yin_drop_in
          else meditation_drop_in end,
        case when i = 2 and n % 4 = 0 then 'absent' when i = 3 and n % 3 = 0 then 'late' else 'present' end);
    end loop;
  end loop;

  -- The coming two weeks: classes filling up, the next meditation full with a waitlist.
  perform pg_temp.act_as('staff@demo.test');
  select id into full_session from public.bookings
  where tenant_id = tenant and service_id = meditation and starts_at > now() + interval '2 hours'
  order by starts_at limit 1;
  n := 0;
  for session in
    select * from public.bookings
    where tenant_id = tenant and starts_at > now() + interval '2 hours'
    order by starts_at
  loop
    n := n + 1;
    for i in 1 .. case when session.id = full_session then 6
                       else least(session.capacity - 1, (n * 7) % 9) end loop
      perform public.enroll(
        session.id,
        case session.service_id
          when vinyasa then case when clients[1 + (n + i) % 12] in (clients[1], clients[4], clients[7])
                                 then vinyasa_pack else vinyasa_drop_in end
          when yin then yin_drop_in
          else meditation_drop_in end,
        clients[1 + (n + i) % 12]);
    end loop;
  end loop;

  -- Chris's own plans: two flows on the pack, a drop-in Yin, the meditation waitlist, and a
  -- private session with Olivia.
  perform pg_temp.act_as('client@demo.test');
  for session in
    select * from public.bookings
    where tenant_id = tenant and service_id = vinyasa and starts_at > now() + interval '1 day'
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

  -- Money at the desk: some drop-ins paid, one refunded, Chris still owes a little.
  perform pg_temp.act_as('owner@demo.test');
  for i in 1 .. 12 loop
    select -b.balance_minor into owing from public.client_balances b
    where b.tenant_id = tenant and b.client_id = clients[i];
    if i % 3 <> 0 and owing > 0 then
      perform public.record_payment(tenant, clients[i], owing,
        case when i % 2 = 0 then 'cash' else 'card' end, 'Paid at the desk');
    end if;
  end loop;
  payment := public.record_payment(tenant, chris, 1500, 'card', 'Drop-in');
  perform public.refund(tenant, payment.id, 500, 'Class ran short');

  perform pg_temp.act_as('staff@demo.test');
  insert into public.client_notes (tenant_id, client_id, body, pinned)
  values (tenant, chris, 'Recovering from a knee injury: offer props in kneeling poses.', true),
         (tenant, chris, 'Asked about the teacher training in spring.', false),
         (tenant, clients[6], 'Second trimester: prenatal modifications only.', true),
         (tenant, clients[2], 'Prefers the back row.', false);
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
