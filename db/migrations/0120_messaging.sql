-- Issue 18, phase 1: clients hear from the business. Every message is a row of an outbox
-- (messaging.messages), written by triggers in the same transaction as the booking change that
-- causes it, so a rolled-back booking sends nothing and a committed one always sends. The same
-- rows are the per-client log of what was sent (docs/decisions/0024-messaging-outbox.md).
-- The functions the triggers call are stated in db/functions/messaging/.

-- What a business decides about its messages (the Settings screen comes in phase 2): texts
-- besides emails, and when reminders go out (minutes before a session; null: none).
alter table public.tenants
  add column texts_enabled boolean not null default false,
  add column reminder_minutes int default 1440,
  add column second_reminder_minutes int,
  add constraint tenants_reminder_minutes check (reminder_minutes between 5 and 20160),
  add constraint tenants_second_reminder_minutes check (
    second_reminder_minutes between 5 and 20160
    and second_reminder_minutes is distinct from reminder_minutes);

-- Calendars: each change of a booking's time, place or status raises its sequence, so an
-- emailed .ics updates the event a client already has instead of adding another. Who cancelled
-- decides what the clients are told.
alter table public.bookings
  add column calendar_sequence int not null default 0,
  add column rescheduled_at timestamptz,
  add column cancelled_by text check (cancelled_by in ('business', 'client'));
update public.bookings set cancelled_by = case
    when cancel_reason = 'The client''s place was cancelled' then 'client' else 'business' end
  where status = 'cancelled';
-- Reminders look for sessions by start time across businesses.
create index bookings_upcoming on public.bookings (starts_at) where status = 'scheduled';

-- The embedded mailbox keeps attachments (a booking's .ics): [{filename, content_type, content}]
-- with the content in base64.
alter table platform.mailbox_messages add column attachments jsonb not null default '[]';

create schema messaging;

create table messaging.messages (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  -- What happened, such as enrollment:<id>:confirmed; with the channel and the address it is
  -- the message's identity, so enqueueing it again is a no-op.
  event_key text not null,
  kind text not null,
  channel text not null check (channel in ('email', 'sms')),
  to_address text not null,
  -- Who it is for: a client (and their portal user), or later a staff member's user.
  client_id uuid,
  user_id uuid references auth.users (id) on delete set null,
  enrollment_id uuid,
  booking_id uuid,
  -- Everything the templates render, as it was when the change committed.
  snapshot jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- The worker sending it and until when; a worker that died lets it lapse for another.
  leased_by text,
  lease_expires_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  failed_at timestamptz,
  primary key (tenant_id, id),
  foreign key (tenant_id, client_id) references public.clients (tenant_id, id)
    on delete set null (client_id),
  unique (tenant_id, event_key, channel, to_address),
  constraint messages_lease check ((status = 'sending') = (lease_expires_at is not null))
);
create index messages_due on messaging.messages (next_attempt_at) where status = 'pending';
create index messages_leased on messaging.messages (lease_expires_at) where status = 'sending';
create index messages_by_client on messaging.messages (tenant_id, client_id, created_at);

-- A waitlist offer's one-click link: the SHA-256 of its random token. The token itself is in
-- the offer's message snapshot, which only the server reads.
create table messaging.offer_links (
  tenant_id uuid not null,
  enrollment_id uuid not null,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  primary key (tenant_id, enrollment_id),
  foreign key (tenant_id, enrollment_id) references public.enrollments (tenant_id, id)
    on delete cascade
);

-- Only the server reads and writes these for now; staff of a business will read its messages
-- through a policy on tenant_id (phase 2). No grants, and FORCE'd security with no policy.
alter table messaging.messages enable row level security;
alter table messaging.messages force row level security;
alter table messaging.offer_links enable row level security;
alter table messaging.offer_links force row level security;

-- The triggers. Their functions are thin and final here; what they call is in
-- db/functions/messaging/, applied right after this migration. Security definer: the request's
-- role may not touch the outbox. Deferred to the commit, so a message describes the change as
-- it committed (the ledger entries of a cancellation, a waitlist place taken in the same
-- transaction) and a rolled-back change leaves no trace.
create function messaging.enrollment_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_place_change(old, new, tg_op);
  return null;
end
$$;

create function messaging.booking_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_booking_change(old, new);
  return null;
end
$$;

create function messaging.bump_calendar_sequence() returns trigger
language plpgsql
as $$
begin
  new.calendar_sequence := old.calendar_sequence + 1;
  if new.starts_at is distinct from old.starts_at or new.ends_at is distinct from old.ends_at then
    new.rescheduled_at := now();
  end if;
  return new;
end
$$;

create constraint trigger enrollments_messages_on_insert
  after insert on public.enrollments
  deferrable initially deferred
  for each row execute function messaging.enrollment_changed();
create constraint trigger enrollments_messages_on_status
  after update of status on public.enrollments
  deferrable initially deferred
  for each row when (old.status is distinct from new.status)
  execute function messaging.enrollment_changed();
create constraint trigger bookings_messages
  after update of starts_at, ends_at, status on public.bookings
  deferrable initially deferred
  for each row when (old.starts_at is distinct from new.starts_at
                     or old.status is distinct from new.status)
  execute function messaging.booking_changed();
create trigger bookings_calendar_sequence
  before update of starts_at, ends_at, location, status on public.bookings
  for each row when (old.starts_at is distinct from new.starts_at
                     or old.ends_at is distinct from new.ends_at
                     or old.location is distinct from new.location
                     or old.status is distinct from new.status)
  execute function messaging.bump_calendar_sequence();
