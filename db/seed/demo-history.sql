-- What the demo businesses (demo-businesses.sql, run right after this file in the same
-- transaction) are made with: acting as a demo account, and writing the past. Operations refuse
-- to book the past and date what they write now(), and the ledger is append-only, so what
-- happened before the first start is written directly, in the shape the operations give it
-- (app.settle_enrollment, check_in, cancel_enrollment, purchase_option, record_payment, refund),
-- dated when it happened. These functions live in pg_temp and are dropped at the end.

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

-- One ledger entry in the business's currency, dated at.
create function pg_temp.entry(
  tenant uuid, client uuid, entry_kind text, amount bigint, at timestamptz, entry_note text,
  entry_method text default null, option uuid default null, place uuid default null,
  drawn_from uuid default null, returns_payment uuid default null, entry_credits int default null,
  expires timestamptz default null
) returns uuid
language plpgsql
as $$
declare
  written uuid;
begin
  insert into public.transactions
    (tenant_id, client_id, kind, amount_minor, currency, method, option_id, enrollment_id,
     grant_id, refund_of, credits, expires_at, note, created_at)
  select tenant, client, entry_kind, amount, t.currency, entry_method, option, place, drawn_from,
         returns_payment, entry_credits, expires, entry_note, at
  from public.tenants t where t.id = tenant
  returning id into written;
  return written;
end
$$;

-- A pack bought and paid at the desk at a past moment: the charge, the grant and the payment.
create function pg_temp.past_purchase(client uuid, option uuid, method text, at timestamptz)
returns uuid
language plpgsql
as $$
declare
  pack public.service_options;
  granted uuid;
begin
  select * into strict pack from public.service_options where id = option;
  perform pg_temp.entry(pack.tenant_id, client, 'charge', pack.price_minor, at, pack.name, null, pack.id);
  granted := pg_temp.entry(pack.tenant_id, client, 'credit_grant', 0, at, pack.name, null, pack.id,
    entry_credits => pack.credits, expires => at + make_interval(days => pack.validity_days));
  perform pg_temp.entry(pack.tenant_id, client, 'payment', pack.price_minor, at, pack.name, method);
  return granted;
end
$$;

-- A place in a session that has happened: booked two days before, paid for with its option
-- (a pack's credit, bought when the last one ran out, or a charge), then what became of it:
-- 'present', 'late', 'absent' (a no-show) or 'late_cancel' (cancelled three hours before, the
-- business's fee charged). Those who came pay a drop-in at the desk as they arrive; with
-- settles, a no-show or a late cancel is paid three days later, else it is still owed.
create function pg_temp.past_place(
  session public.bookings, client uuid, option uuid, outcome text, settles boolean
) returns void
language plpgsql
as $$
declare
  booked_at timestamptz := session.starts_at - interval '2 days';
  paid_with public.service_options;
  fee bigint;
  place uuid;
  drawn_from uuid;
  owed bigint := 0;
begin
  select * into strict paid_with from public.service_options where id = option;
  select late_cancel_fee_minor into strict fee from public.tenants where id = session.tenant_id;
  insert into public.enrollments
    (tenant_id, booking_id, client_id, status, option_id, created_at, updated_at)
  values (session.tenant_id, session.id, client, 'confirmed', option, booked_at, booked_at)
  returning id into place;
  if paid_with.kind = 'pack' then
    select g.id into drawn_from from public.transactions g
    where g.tenant_id = session.tenant_id and g.client_id = client and g.kind = 'credit_grant'
      and g.option_id = option and g.created_at <= booked_at and g.expires_at > session.starts_at
      and g.credits > (select count(*) from public.transactions u
                       where u.tenant_id = g.tenant_id and u.grant_id = g.id and u.kind = 'credit_use')
    order by g.expires_at limit 1;
    drawn_from := coalesce(drawn_from,
      pg_temp.past_purchase(client, option, 'card', booked_at - interval '1 hour'));
    perform pg_temp.entry(session.tenant_id, client, 'credit_use', 0, booked_at, paid_with.name,
      null, option, place, drawn_from, entry_credits => 1);
  else
    perform pg_temp.entry(session.tenant_id, client, 'charge', paid_with.price_minor, booked_at,
      paid_with.name, null, option, place);
    owed := paid_with.price_minor;
  end if;

  if outcome = 'late_cancel' then
    update public.enrollments set status = 'late_cancelled', updated_at = session.starts_at - interval '3 hours'
    where tenant_id = session.tenant_id and id = place;
    perform pg_temp.entry(session.tenant_id, client, 'charge', fee, session.starts_at - interval '3 hours',
      'Late cancellation fee', place => place);
    owed := owed + fee;
  elsif outcome = 'absent' then
    insert into public.attendance (tenant_id, enrollment_id, status, checked_in_at, method)
    values (session.tenant_id, place, 'absent', null, 'staff');
    update public.enrollments set status = 'no_show', updated_at = session.ends_at
    where tenant_id = session.tenant_id and id = place;
  else
    insert into public.attendance (tenant_id, enrollment_id, status, checked_in_at, method)
    values (session.tenant_id, place, outcome,
            session.starts_at + case outcome when 'late' then interval '9 minutes' else interval '-6 minutes' end,
            'staff');
    if owed > 0 then
      perform pg_temp.entry(session.tenant_id, client, 'payment', owed, session.starts_at - interval '10 minutes',
        paid_with.name, case when extract(minute from session.starts_at) = 0 then 'card' else 'cash' end);
      owed := 0;
    end if;
  end if;
  if owed > 0 and settles then
    perform pg_temp.entry(session.tenant_id, client, 'payment', owed,
      least(session.starts_at + interval '3 days', now() - interval '1 hour'), 'Paid at the desk', 'card');
  end if;
end
$$;

-- A private appointment that has happened: its booking, then its one place as above.
create function pg_temp.past_appointment(
  option uuid, instructor uuid, client uuid, starts timestamptz, outcome text
) returns void
language plpgsql
as $$
declare
  variant public.service_options;
  appointment public.bookings;
begin
  select * into strict variant from public.service_options where id = option;
  insert into public.bookings (tenant_id, service_id, staff_id, starts_at, ends_at, capacity, location, created_at)
  values (variant.tenant_id, variant.service_id, instructor, starts,
          starts + make_interval(mins => variant.duration_minutes), 1, 'Treatment room', starts - interval '5 days')
  returning * into appointment;
  perform pg_temp.past_place(appointment, client, option, outcome, true);
end
$$;
