-- Issue 37: two-way calendar sync. A staff member connects their own calendars (CalDAV, Google,
-- Microsoft 365); the ones they choose block their free times, and one of them receives their
-- bookings (docs/decisions/0065-calendar-sync.md).
--
-- Everything lives in the schema `calendars`, which the data API does not serve and no request
-- role may use, as `payments` (decision 0003): passwords and tokens never leave the server, and
-- every change goes through the functions in db/functions/calendars/ and the security-definer
-- functions of the public schema. Staff read what they need through public views.

create schema calendars;
revoke all on schema calendars from public;

-- A business's own OAuth client at Google or Microsoft, as payments use the business's own keys:
-- its secret sealed by the server (src/server/payments/secret-box.ts). A client id beginning with
-- `test_` is served by the embedded stand-in, where the operator has it on.
create table calendars.oauth_clients (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  provider text not null check (provider in ('google', 'microsoft')),
  client_id text not null check (length(client_id) between 1 and 300),
  client_secret_sealed bytea not null check (length(client_secret_sealed) between 30 and 2048),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, provider)
);

-- One account of one staff member at one provider: a CalDAV server with a user name and an app
-- password, or a Google or Microsoft account with its refresh token. The secret is sealed by the
-- server; the access token of an OAuth account is kept sealed with its expiry, so each sync does
-- not refresh it.
create table calendars.connections (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  staff_id uuid not null,
  provider text not null check (provider in ('caldav', 'google', 'microsoft')),
  -- What the staff member recognises it by: the CalDAV user name or the account's address.
  account text not null check (length(account) between 1 and 320),
  -- The CalDAV server's address; null for Google and Microsoft.
  server_url text check (server_url is null or length(server_url) between 8 and 2000),
  secret_sealed bytea not null check (length(secret_sealed) between 30 and 8192),
  access_token_sealed bytea check (length(access_token_sealed) between 30 and 16384),
  access_expires_at timestamptz,
  -- The last refusal of the account itself (a revoked token, a changed password): a stable code,
  -- said in words by the screens' catalogue; null while it works.
  error_code text check (error_code is null or error_code ~ '^[a-z_]{1,60}$'),
  error_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, staff_id) references public.staff (tenant_id, id) on delete cascade,
  constraint connections_caldav_address check ((provider = 'caldav') = (server_url is not null))
);
create index connections_by_staff on calendars.connections (tenant_id, staff_id);

-- One calendar of a connection. `blocks`: its events make the staff member busy. `receives_bookings`:
-- their bookings are written to it (at most one per staff member).
create table calendars.calendars (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  connection_id uuid not null,
  staff_id uuid not null,
  -- The provider's own id: a CalDAV collection's address, a Google or Microsoft calendar id.
  remote_id text not null check (length(remote_id) between 1 and 2000),
  name text not null check (length(name) between 1 and 300),
  colour text check (colour is null or colour ~ '^#[0-9a-fA-F]{6}$'),
  -- Whether the provider lets us write events to it.
  writable boolean not null default true,
  blocks boolean not null default false,
  receives_bookings boolean not null default false,
  -- Where the last sync ended: a WebDAV sync token or ctag, Google's nextSyncToken, Microsoft's
  -- deltaLink. Null reads everything again.
  sync_state text check (sync_state is null or length(sync_state) <= 8192),
  -- When it is next read; null when it does not block (nothing to read).
  next_sync_at timestamptz,
  synced_at timestamptz,
  sync_error_code text check (sync_error_code is null or sync_error_code ~ '^[a-z_]{1,60}$'),
  sync_error_at timestamptz,
  sync_failures int not null default 0 check (sync_failures >= 0),
  -- The provider's push channel (Google's watch, Microsoft's subscription), renewed before it
  -- expires; its token is checked on each notification.
  push_id text check (push_id is null or length(push_id) <= 500),
  push_resource text check (push_resource is null or length(push_resource) <= 2000),
  push_token text check (push_token is null or length(push_token) <= 200),
  push_expires_at timestamptz,
  primary key (tenant_id, id),
  unique (tenant_id, connection_id, remote_id),
  foreign key (tenant_id, connection_id) references calendars.connections (tenant_id, id)
    on delete cascade,
  foreign key (tenant_id, staff_id) references public.staff (tenant_id, id) on delete cascade,
  constraint calendars_destination_writable check (not receives_bookings or writable)
);
create unique index calendars_one_destination on calendars.calendars (tenant_id, staff_id)
  where receives_bookings;
create index calendars_due on calendars.calendars (next_sync_at) where next_sync_at is not null;
create unique index calendars_by_push on calendars.calendars (push_id) where push_id is not null;

-- What each event of a blocking calendar makes busy: its opaque instances (recurrences expanded,
-- exceptions applied, all-day events as the business's local days) within the sync horizon.
-- Replaced whole at each sync of the event; never a counter. Events this server wrote for a
-- booking are not kept (the booking itself is busy).
create table calendars.busy_events (
  tenant_id uuid not null,
  calendar_id uuid not null,
  staff_id uuid not null,
  -- The provider's id of the event (a CalDAV object's address, a Google or Microsoft event id).
  remote_id text not null check (length(remote_id) between 1 and 2000),
  -- The iCalendar UID, which is how an event of ours is recognised.
  uid text check (uid is null or length(uid) <= 1000),
  title text check (title is null or length(title) <= 500),
  busy tstzmultirange not null,
  primary key (tenant_id, calendar_id, remote_id),
  foreign key (tenant_id, calendar_id) references calendars.calendars (tenant_id, id)
    on delete cascade
);
create index busy_events_by_staff on calendars.busy_events using gist (tenant_id, staff_id, busy);

-- Each booking's event in its staff member's destination calendar: the outbox of calendar
-- writes. A change of the booking bumps `version`; the writer writes what it read and records
-- `written_version`, so a change made while it writes is written again. `wanted` says whether the
-- event should exist (a cancelled booking, or one moved to another staff member or calendar,
-- is removed). The event's UID is the booking's, `<booking id>@<site host>`, as in our feeds:
-- one event per booking, and an event read back from a calendar is known to be ours by it.
create table calendars.booking_events (
  tenant_id uuid not null,
  booking_id uuid not null,
  calendar_id uuid not null,
  wanted boolean not null default true,
  version bigint not null default 1,
  written_version bigint not null default 0,
  remote_id text check (remote_id is null or length(remote_id) <= 2000),
  etag text check (etag is null or length(etag) <= 500),
  attempts int not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz default now(),
  error_code text check (error_code is null or error_code ~ '^[a-z_]{1,60}$'),
  primary key (tenant_id, booking_id, calendar_id),
  foreign key (tenant_id, booking_id) references public.bookings (tenant_id, id) on delete cascade,
  foreign key (tenant_id, calendar_id) references calendars.calendars (tenant_id, id)
    on delete cascade
);
create index booking_events_due on calendars.booking_events (next_attempt_at)
  where next_attempt_at is not null;

-- No request role reaches these tables (decision 0003): only the server's own connection and the
-- security-definer functions.
alter table calendars.oauth_clients enable row level security;
alter table calendars.oauth_clients force row level security;
alter table calendars.connections enable row level security;
alter table calendars.connections force row level security;
alter table calendars.calendars enable row level security;
alter table calendars.calendars force row level security;
alter table calendars.busy_events enable row level security;
alter table calendars.busy_events force row level security;
alter table calendars.booking_events enable row level security;
alter table calendars.booking_events force row level security;
