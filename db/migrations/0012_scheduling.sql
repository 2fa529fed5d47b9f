-- Bookings (a group session or a private appointment), the enrollments that are clients'
-- places in them, attendance, and staff notes on clients. DESIGN.md sections 4 and 5.
-- The invariants live here: a staff member is never in two bookings at once (exclusion
-- constraint over the time they are busy, buffers included); a client holds at most one active
-- place in a booking; waitlist positions are unique per booking.

create table public.bookings (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  service_id uuid not null,
  -- A group session may run without a named instructor; an appointment always has one.
  staff_id uuid,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  capacity int not null check (capacity between 1 and 1000),
  location text not null default '',
  status text not null default 'scheduled'
    check (status in ('scheduled', 'cancelled', 'completed')),
  cancelled_at timestamptz,
  cancel_reason text not null default '',
  -- When the staff member is taken: the booking plus the service's buffers (set_booking_busy).
  busy tstzrange not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, service_id) references public.services (tenant_id, id),
  foreign key (tenant_id, staff_id) references public.staff (tenant_id, id),
  constraint bookings_order check (ends_at > starts_at),
  constraint bookings_cancelled check ((status = 'cancelled') = (cancelled_at is not null)),
  constraint bookings_staff_free exclude using gist (
    tenant_id with =, staff_id with =, busy with &&
  ) where (status <> 'cancelled' and staff_id is not null)
);
create index bookings_by_time on public.bookings (tenant_id, starts_at);

create function app.set_booking_busy() returns trigger
language plpgsql
as $$
declare
  service public.services;
begin
  select * into service from public.services where tenant_id = new.tenant_id and id = new.service_id;
  if service.kind = 'private' and new.staff_id is null then
    perform app.raise_error('staff_required', 'A private appointment needs a staff member.');
  end if;
  if service.kind = 'private' and new.capacity <> 1 then
    perform app.raise_error('invalid_capacity', 'A private appointment is for one client.');
  end if;
  new.busy := tstzrange(
    new.starts_at - make_interval(mins => service.buffer_before_minutes),
    new.ends_at + make_interval(mins => service.buffer_after_minutes)
  );
  return new;
end
$$;
create trigger bookings_busy
  before insert or update of service_id, staff_id, starts_at, ends_at, capacity
  on public.bookings
  for each row execute function app.set_booking_busy();

create table public.enrollments (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  booking_id uuid not null,
  client_id uuid not null,
  status text not null check (status in (
    'held', 'confirmed', 'waitlisted', 'offered', 'cancelled', 'late_cancelled', 'no_show'
  )),
  -- How the place is paid for: the option chosen (drop-in, pack, pass, variant).
  option_id uuid,
  waitlist_position int check (waitlist_position > 0),
  hold_expires_at timestamptz,
  offer_expires_at timestamptz,
  -- A retried request with the same key finds the enrollment it made instead of a second one.
  idempotency_key text check (length(idempotency_key) between 8 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, booking_id) references public.bookings (tenant_id, id) on delete cascade,
  foreign key (tenant_id, client_id) references public.clients (tenant_id, id),
  foreign key (tenant_id, option_id) references public.service_options (tenant_id, id),
  unique (tenant_id, idempotency_key),
  constraint enrollments_waitlist check ((status = 'waitlisted') = (waitlist_position is not null)),
  constraint enrollments_hold check (status <> 'held' or hold_expires_at is not null),
  constraint enrollments_offer check (status <> 'offered' or offer_expires_at is not null)
);
create unique index enrollments_one_active_place on public.enrollments (tenant_id, booking_id, client_id)
  where status in ('held', 'confirmed', 'waitlisted', 'offered');
create unique index enrollments_waitlist_position on public.enrollments (tenant_id, booking_id, waitlist_position)
  where status = 'waitlisted';
create index enrollments_by_client on public.enrollments (tenant_id, client_id);

create table public.attendance (
  tenant_id uuid not null,
  enrollment_id uuid not null,
  status text not null check (status in ('present', 'late', 'absent')),
  checked_in_at timestamptz,
  checked_in_by uuid references auth.users (id) on delete set null,
  method text not null default 'staff' check (method in ('staff', 'self')),
  primary key (tenant_id, enrollment_id),
  foreign key (tenant_id, enrollment_id) references public.enrollments (tenant_id, id) on delete cascade,
  constraint attendance_checked_in check ((status = 'absent') = (checked_in_at is null))
);

create table public.client_notes (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  client_id uuid not null,
  body text not null check (length(btrim(body)) between 1 and 10000),
  pinned boolean not null default false,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, client_id) references public.clients (tenant_id, id) on delete cascade
);
create index client_notes_by_client on public.client_notes (tenant_id, client_id, created_at desc);

-- The caller's enrollments, for the policies of the rows that hang off them.
create function app.own_enrollments() returns table (tenant_id uuid, enrollment_id uuid, booking_id uuid)
language sql stable security definer set search_path = ''
as $$
  select e.tenant_id, e.id, e.booking_id
  from public.enrollments e
  join public.clients c on c.tenant_id = e.tenant_id and c.id = e.client_id
  where c.user_id = auth.uid()
$$;
grant execute on function app.own_enrollments() to authenticated, service_role;

-- Every staff role runs the schedule, the rosters, check-in and notes.
call app.protect_tenant_table('bookings', 'staff_tenants', 'staff');
call app.protect_tenant_table('enrollments', 'staff_tenants', 'staff');
call app.protect_tenant_table('attendance', 'staff_tenants', 'staff');
call app.protect_tenant_table('client_notes', 'staff_tenants', 'staff');

-- Clients read, never write directly (their changes go through RPCs that apply the rules):
-- the bookings they hold a place in and the business's upcoming group sessions, their own
-- enrollments and attendance. Notes are for staff only.
create policy bookings_client on public.bookings for select to authenticated
  using (
    (tenant_id, id) in (select tenant_id, booking_id from app.own_enrollments())
    or (
      tenant_id in (select app.client_tenants())
      and status = 'scheduled'
      and starts_at > now()
      and exists (
        select 1 from public.services s
        where s.tenant_id = bookings.tenant_id and s.id = bookings.service_id and s.kind = 'group'
      )
    )
  );
create policy enrollments_client on public.enrollments for select to authenticated
  using ((tenant_id, id) in (select tenant_id, enrollment_id from app.own_enrollments()));
create policy attendance_client on public.attendance for select to authenticated
  using ((tenant_id, enrollment_id) in (select tenant_id, enrollment_id from app.own_enrollments()));
