-- The embedded mailbox: every email and SMS the server sends when no SMTP server or SMS gateway
-- is configured. Kept in the database so messages survive restarts and are shared by instances.

create table platform.mailbox_messages (
  id uuid primary key default gen_random_uuid(),
  channel text not null check (channel in ('email', 'sms')),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);
create index mailbox_messages_to_idx on platform.mailbox_messages (lower(to_address), created_at);
