-- Issue 18, point 4: the business decides about its messages (Settings › Notifications): who
-- they are from and where replies go, which kinds it sends, and its own wording of each kind.
-- The worker reads these when it renders a message; the facts stay in the message's snapshot.
-- Which kinds there are is the app's (src/shared/messages/message-snapshot.ts): the database
-- keeps a kind's name well-formed, so a kind added later needs no migration to be edited.

alter table public.tenants
  -- The name in From: "Sunrise Yoga" <the server's address>; null: the business's name.
  add column message_sender_name text
    constraint tenants_message_sender_name check (
      message_sender_name = btrim(message_sender_name)
      and char_length(message_sender_name) between 1 and 80
      and message_sender_name !~ '[<>"\\\r\n]'),
  -- Where a client's reply goes (Reply-To); null: the business's contact email.
  add column message_reply_to text
    constraint tenants_message_reply_to check (
      char_length(message_reply_to) <= 254
      and message_reply_to ~ '^[^@[:space:]<>",;]+@[^@[:space:]<>",;.]+(\.[^@[:space:]<>",;.]+)+$'),
  -- The kinds of message the business does not send. A waitlist offer is the only way a client
  -- learns a place is held for them, and a cancelled session the only way they learn not to
  -- come: those two are always sent.
  add column messages_off text[] not null default '{}'
    constraint tenants_messages_off check (
      not (messages_off && array['waitlist_offer', 'session_cancelled'])
      and array_to_string(messages_off, ',') ~ '^([a-z][a-z0-9_]*(,|$))*$');

-- The business's own wording of a kind: its subject and its body (paragraphs separated by a
-- blank line, with {placeholders}); a null part keeps ours. Our layout stays around it.
create table public.message_templates (
  tenant_id uuid not null references public.tenants (id) on delete cascade,
  kind text not null check (kind ~ '^[a-z][a-z0-9_]{0,62}$'),
  subject text check (subject = btrim(subject) and char_length(subject) between 1 and 200
                      and subject !~ '[\r\n]'),
  body text check (body = btrim(body) and char_length(body) between 1 and 5000),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, kind),
  -- Nothing of its own is no row: the default.
  constraint message_templates_something check (subject is not null or body is not null)
);

-- The team reads its business's wording (the settings screen, later the Messages tab); only
-- owners change it, as they alone change the business's settings.
alter table public.message_templates enable row level security;
alter table public.message_templates force row level security;
create policy message_templates_read on public.message_templates for select to authenticated
  using (tenant_id in (select app.staff_tenants()));
create policy message_templates_insert on public.message_templates for insert to authenticated
  with check (tenant_id in (select app.owner_tenants()));
create policy message_templates_update on public.message_templates for update to authenticated
  using (tenant_id in (select app.owner_tenants()))
  with check (tenant_id in (select app.owner_tenants()));
create policy message_templates_delete on public.message_templates for delete to authenticated
  using (tenant_id in (select app.owner_tenants()));
grant select, insert, update, delete on public.message_templates to authenticated;
grant all on public.message_templates to service_role;

-- "Send me a test" counts a caller's recent tests (public.send_test_message).
create index messages_tests on messaging.messages (tenant_id, user_id, created_at)
  where event_key like 'test:%';
