-- Realtime's private channels (issue 21, step 1): the `realtime` schema with Supabase's names, so
-- that a policy on realtime.messages reads as it does on Supabase: `realtime.topic()` is the
-- channel's name and `extension` is 'broadcast' or 'presence'. /realtime/v1 decides who may read
-- from and write to a private channel by trying, as the subscriber's role, to see and to add a
-- row here, and always rolls the try back (src/server/realtime/channel-access.ts). Nothing stays
-- in the table yet: broadcasts from the database (realtime.send) come later.

create schema realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  binary_payload bytea,
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The channel a check is about, set by the server for the check's transaction only.
create function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;
grant execute on function realtime.topic() to public, anon, authenticated, service_role;

-- Fan-out between server processes on one PostgreSQL (decision 0038): an event longer than
-- NOTIFY's 8000 bytes waits here for a minute, and the notification names its row.
create unlogged table realtime.relay (
  id bigint generated always as identity primary key,
  body text not null,
  sent_at timestamptz not null default now()
);
