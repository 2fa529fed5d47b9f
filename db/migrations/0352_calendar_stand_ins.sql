-- Issue 37: Google's and Microsoft's calendars as the embedded stand-ins serve them (a developer
-- tool, as the payments test provider: docs/decisions/0065-calendar-sync.md), and the lease of
-- each calendar's push channel.
--
-- The stand-ins keep their accounts, tokens, calendars, events and channels here, so a trial
-- keeps its test calendars across restarts and every server process serves the same ones. An
-- account is named by `owner`: `<provider>:<client id>:<address>` (each test OAuth client has
-- accounts of its own). Closed to request roles, as the rest of the schema.

-- Codes, refresh tokens and access tokens the stand-ins issued, by the SHA-256 of the token.
create table calendars.stand_in_grants (
  token_hash bytea primary key check (length(token_hash) = 32),
  kind text not null check (kind in ('code', 'refresh', 'access')),
  owner text not null check (length(owner) between 3 and 800),
  -- A code's redirect address, which its exchange must name again (RFC 6749 4.1.3).
  redirect_uri text check (redirect_uri is null or length(redirect_uri) <= 2000),
  -- The refresh token an access token was issued from: revoking it revokes them too.
  refresh_hash bytea,
  expires_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index stand_in_grants_by_refresh on calendars.stand_in_grants (refresh_hash)
  where refresh_hash is not null;

create table calendars.stand_in_calendars (
  owner text not null check (length(owner) between 3 and 800),
  id text not null check (length(id) between 1 and 500),
  name text not null,
  colour text,
  writable boolean not null,
  is_primary boolean not null default false,
  primary key (owner, id)
);

-- Events in one neutral shape that each stand-in answers in its provider's: a timed event's
-- instants or an all-day event's dates (end exclusive), an RRULE with its EXDATEs, and whether
-- it is free (Google's transparency, Microsoft's showAs).
create table calendars.stand_in_events (
  owner text not null,
  calendar_id text not null,
  id text not null check (length(id) between 1 and 1100),
  uid text not null,
  transaction_id text,
  title text,
  description text,
  starts_at timestamptz,
  ends_at timestamptz,
  start_date date,
  end_date date,
  time_zone text,
  rrule text,
  exdates timestamptz[] not null default '{}',
  free boolean not null default false,
  cancelled boolean not null default false,
  version int not null default 1,
  updated_at timestamptz not null default now(),
  primary key (owner, calendar_id, id),
  foreign key (owner, calendar_id) references calendars.stand_in_calendars (owner, id)
    on delete cascade,
  constraint stand_in_events_timed_or_all_day check (
    (starts_at is not null and ends_at is not null and start_date is null and end_date is null)
    or (starts_at is null and ends_at is null and start_date is not null and end_date is not null))
);
create unique index stand_in_events_by_transaction
  on calendars.stand_in_events (owner, calendar_id, transaction_id)
  where transaction_id is not null;

-- Push channels (Google's watch channels, Microsoft's subscriptions) the stand-ins announce
-- changes on.
create table calendars.stand_in_channels (
  id text primary key check (length(id) between 1 and 500),
  owner text not null,
  calendar_id text not null,
  address text not null check (length(address) <= 2000),
  token text,
  expires_at timestamptz not null,
  foreign key (owner, calendar_id) references calendars.stand_in_calendars (owner, id)
    on delete cascade
);
create index stand_in_channels_by_calendar on calendars.stand_in_channels (owner, calendar_id);

alter table calendars.stand_in_grants enable row level security;
alter table calendars.stand_in_grants force row level security;
alter table calendars.stand_in_calendars enable row level security;
alter table calendars.stand_in_calendars force row level security;
alter table calendars.stand_in_events enable row level security;
alter table calendars.stand_in_events force row level security;
alter table calendars.stand_in_channels enable row level security;
alter table calendars.stand_in_channels force row level security;

-- When a calendar's push channel is next looked at (opened, renewed or stopped): leased by the
-- process that claims it (calendars.push_claim), so two processes do not open two channels.
alter table calendars.calendars add column push_due_at timestamptz;
create index calendars_push_due on calendars.calendars (push_due_at) where push_due_at is not null;
