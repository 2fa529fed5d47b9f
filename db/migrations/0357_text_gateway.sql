-- Issue 39, point 2: text messages through a gateway (Twilio), with its delivery receipts and
-- its STOP replies (docs/decisions/0070-text-message-gateway.md).

-- What the gateway said of a text the outbox handed it: its id (Twilio's message SID) and how
-- its delivery stands, from the status callbacks, with the carrier's error code when it failed.
-- Only ever moves forward (messaging.record_text_status): callbacks may arrive out of order.
alter table messaging.messages
  add column gateway_id text check (gateway_id is null or length(gateway_id) between 2 and 64),
  add column delivery_status text check (
    delivery_status in ('queued', 'sent', 'delivered', 'undelivered', 'failed')),
  add column delivery_error text check (delivery_error is null or length(delivery_error) <= 16),
  add column delivery_updated_at timestamptz;
-- Staff read the delivery state of their business's texts (public.client_messages); the
-- gateway's id stays the server's.
grant select (delivery_status, delivery_error, delivery_updated_at)
  on messaging.messages to authenticated, service_role;

-- Numbers that replied STOP (or that the gateway refused as unsubscribed, Twilio's 21610).
-- The carrier blocks every text from our sending number to such a number, whichever business
-- it is for, so the opt-out is the number's, not a client record's; START removes it. Only the
-- server reads and writes it.
create table messaging.text_opt_outs (
  phone text primary key check (phone ~ '^\+[1-9][0-9]{5,15}$'),
  reason text not null check (reason in ('stop', 'unsubscribed')),
  created_at timestamptz not null default now()
);
alter table messaging.text_opt_outs enable row level security;
alter table messaging.text_opt_outs force row level security;

-- The embedded Twilio stand-in (a developer tool, as the payments test provider): what it
-- accepted and how far it took each text. Never the body: a text may carry a sign-in code, and
-- the developer reads texts in the mailbox. A schema of its own, closed to every request role.
create schema sms_stand_in;
create table sms_stand_in.messages (
  sid text primary key check (sid ~ '^SM[0-9a-f]{32}$'),
  account_sid text not null,
  to_number text not null,
  from_number text,
  messaging_service_sid text,
  status text not null check (status in ('queued', 'sent', 'delivered', 'undelivered', 'failed')),
  error_code int,
  status_callback text check (status_callback is null or length(status_callback) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table sms_stand_in.messages enable row level security;
alter table sms_stand_in.messages force row level security;
