-- Issue 18, phase 2: the client decides, and staff see what was sent.
-- docs/decisions/0030-client-message-choices.md.

-- What a client turned off at this business: reminders (the one kind of message that is not
-- about something the client or the business just did) and text messages. Confirmations of
-- what happened are always emailed. A client changes their own through
-- public.set_message_choices, or turns reminders off from an email's unsubscribe link.
alter table public.clients
  add column reminders_off boolean not null default false,
  add column texts_off boolean not null default false;

-- The key that signs unsubscribe links (messaging.unsubscribe_token): one random secret of the
-- installation, which only the server and security definer functions read. A link names its
-- client record and carries a MAC of it, so there is one link per client record, never
-- guessable, and nothing to store per message.
create table messaging.link_keys (
  name text primary key,
  secret bytea not null default extensions.gen_random_bytes(32)
);
insert into messaging.link_keys (name) values ('unsubscribe');
alter table messaging.link_keys enable row level security;
alter table messaging.link_keys force row level security;

-- Staff read their business's messages through public.client_messages (security_invoker):
-- every column but the snapshot (it holds an offer's one-click token) and the worker's lease.
grant usage on schema messaging to authenticated, service_role;
grant select (tenant_id, id, event_key, kind, channel, to_address, client_id, booking_id,
              enrollment_id, status, attempts, next_attempt_at, last_error, created_at, sent_at,
              failed_at)
  on messaging.messages to authenticated, service_role;
create policy messages_staff_read on messaging.messages for select to authenticated
  using (tenant_id in (select app.staff_tenants()));
-- The dashboard's failures of the last days.
create index messages_failed on messaging.messages (tenant_id, failed_at) where status = 'failed';
