-- Issue 38: signed outbound webhooks. An owner or admin registers endpoints (an address, the
-- events wanted); a change of a booking, place, client, payment, message or membership queues an
-- event in the same transaction as the change, and one delivery per endpoint that wants it; the
-- server's delivery worker sends each, signed as Standard Webhooks says, and retries it for more
-- than a day (docs/decisions/0066-webhooks.md).
--
-- Everything lives in the schema `webhooks`, which the data API does not serve and no request
-- role may use, as `calendars` (decision 0003): the signing secrets never leave it but through
-- webhook_endpoint_secret and rotate_webhook_secret, to owners and admins. Every change goes
-- through the functions of db/functions/webhooks/ and the security-definer functions of the
-- public schema; owners and admins read through the public views.

create schema webhooks;
revoke all on schema webhooks from public;

-- What the operator decides, written by each server at its start (src/server/webhooks/):
-- whether endpoints may be http:// or private, loopback and link-local addresses
-- (WEBHOOKS_ALLOW_PRIVATE), and the waits before each retry of a delivery, in seconds (more
-- than a day in all; tests shorten them here rather than wait).
create table webhooks.settings (
  id boolean primary key default true check (id),
  allow_private boolean not null default false,
  retry_seconds int[] not null default array[5, 300, 1800, 7200, 18000, 36000, 36000]
    check (cardinality(retry_seconds) between 1 and 20 and 0 <= all (retry_seconds))
);
insert into webhooks.settings default values;

-- One endpoint of a business. Its secret (`whsec_` and 32 random bytes in base64, made by the
-- database) signs every delivery; after a rotation the previous one signs too until it expires.
create table webhooks.endpoints (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  url text not null check (length(url) between 8 and 2000),
  description text check (description is null or length(description) <= 500),
  events text[] not null check (cardinality(events) between 1 and 30),
  enabled boolean not null default true,
  -- 'failing' when the server switched it off; null when on or switched off by a person.
  disabled_reason text check (disabled_reason in ('failing')),
  disabled_at timestamptz,
  secret text not null check (secret ~ '^whsec_[A-Za-z0-9+/=]{40,100}$'),
  previous_secret text check (previous_secret ~ '^whsec_[A-Za-z0-9+/=]{40,100}$'),
  previous_secret_expires_at timestamptz,
  secret_rotated_at timestamptz,
  -- The last attempt of any of its deliveries, and its HTTP status (null: no answer).
  last_delivery_at timestamptz,
  last_status int,
  -- Since when its attempts fail without one succeeding; null while it works.
  failing_since timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  constraint endpoints_switched_off check (disabled_reason is null or not enabled),
  constraint endpoints_previous_secret check (
    (previous_secret is null) = (previous_secret_expires_at is null))
);
create index endpoints_by_id on webhooks.endpoints (id);
-- The one check a change pays when its business has no endpoint (webhooks.wants).
create index endpoints_enabled on webhooks.endpoints (tenant_id) where enabled;

-- The outbox: one row per event, queued by the source tables' triggers in the transaction of
-- the change. `data` names the object's ids and its main fields (README, "Webhooks").
create table webhooks.events (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  type text not null check (type ~ '^[a-z_]+\.[a-z_]+$'),
  occurred_at timestamptz not null default now(),
  data jsonb not null,
  primary key (tenant_id, id)
);

-- One delivery of an event to an endpoint that was enabled and wanted it when it happened (or a
-- resend, with the same message id). Claimed by a worker with a lease, so two processes never
-- send one at once and a process that dies loses nothing.
create table webhooks.deliveries (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  endpoint_id uuid not null,
  event_id uuid not null,
  -- The `webhook-id` header: `msg_` and the event's id, the same for every attempt and resend.
  message_id text not null check (message_id ~ '^msg_[0-9a-f]{32}$'),
  -- Asked for by a person (a test ping, a resend): sent even while the endpoint is off.
  manual boolean not null default false,
  state text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
  attempts int not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz default now(),
  lease_until timestamptz,
  last_status int,
  last_error text check (last_error in ('timeout', 'connection_failed', 'address_not_allowed',
                                        'http_status')),
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, endpoint_id) references webhooks.endpoints (tenant_id, id)
    on delete cascade,
  foreign key (tenant_id, event_id) references webhooks.events (tenant_id, id) on delete cascade,
  constraint deliveries_due check ((state = 'pending') = (next_attempt_at is not null)),
  constraint deliveries_delivered check ((state = 'delivered') = (delivered_at is not null))
);
create index deliveries_due on webhooks.deliveries (next_attempt_at) where state = 'pending';
create index deliveries_by_endpoint on webhooks.deliveries (tenant_id, endpoint_id, created_at desc);
create index deliveries_by_id on webhooks.deliveries (id);
create index deliveries_by_event on webhooks.deliveries (tenant_id, event_id);

-- The log of every attempt of a delivery.
create table webhooks.attempts (
  tenant_id uuid not null,
  delivery_id uuid not null,
  number int not null check (number >= 1),
  attempted_at timestamptz not null,
  status int,
  duration_ms int not null check (duration_ms >= 0),
  error text check (error in ('timeout', 'connection_failed', 'address_not_allowed',
                              'http_status')),
  primary key (tenant_id, delivery_id, number),
  foreign key (tenant_id, delivery_id) references webhooks.deliveries (tenant_id, id)
    on delete cascade
);

-- No request role reaches these tables (decision 0003).
alter table webhooks.settings enable row level security;
alter table webhooks.settings force row level security;
alter table webhooks.endpoints enable row level security;
alter table webhooks.endpoints force row level security;
alter table webhooks.events enable row level security;
alter table webhooks.events force row level security;
alter table webhooks.deliveries enable row level security;
alter table webhooks.deliveries force row level security;
alter table webhooks.attempts enable row level security;
alter table webhooks.attempts force row level security;

-- The source tables' triggers. Each function is stated in its file under
-- db/functions/webhooks/ (applied after this migration); here it is created empty, so the
-- triggers can name it.
create function webhooks.booking_changed() returns trigger language plpgsql as 'begin return null; end';
create function webhooks.place_changed() returns trigger language plpgsql as 'begin return null; end';
create function webhooks.attendance_changed() returns trigger language plpgsql as 'begin return null; end';
create function webhooks.client_changed() returns trigger language plpgsql as 'begin return null; end';
create function webhooks.money_moved() returns trigger language plpgsql as 'begin return null; end';
create function webhooks.message_failed() returns trigger language plpgsql as 'begin return null; end';
create function webhooks.membership_changed() returns trigger language plpgsql as 'begin return null; end';
create function webhooks.period_changed() returns trigger language plpgsql as 'begin return null; end';

create trigger bookings_webhooks
  after update of starts_at, staff_id on public.bookings
  for each row execute function webhooks.booking_changed();
create trigger enrollments_webhooks
  after insert or update of status on public.enrollments
  for each row execute function webhooks.place_changed();
create trigger attendance_webhooks
  after insert or update of status on public.attendance
  for each row execute function webhooks.attendance_changed();
create trigger clients_webhooks
  after insert or update on public.clients
  for each row execute function webhooks.client_changed();
create trigger transactions_webhooks
  after insert on public.transactions
  for each row execute function webhooks.money_moved();
create trigger messages_webhooks
  after update of status on messaging.messages
  for each row execute function webhooks.message_failed();
create trigger subscriptions_webhooks
  after insert or update of state, cancel_requested_at on public.subscriptions
  for each row execute function webhooks.membership_changed();
create trigger subscription_periods_webhooks
  after insert or update of billing, attempts on public.subscription_periods
  for each row execute function webhooks.period_changed();
