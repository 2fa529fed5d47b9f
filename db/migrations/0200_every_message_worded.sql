-- Issue 18, the rest: a business words every message it sends (staff and account messages
-- too) and the text message of the kinds that send texts; staff hear of an appointment of
-- theirs that moved; clients hear of documents a business asks for later. Which kinds there
-- are and which placeholders each has is stated once for the database
-- (messaging.message_kinds, docs/decisions/0034), which refuses a wording that names another.

-- The business's own text message of a kind (placeholders as in the subject and body). The
-- link a message's text must carry (a waitlist offer's, the documents') is added after it.
alter table public.message_templates
  add column sms text check (sms = btrim(sms) and char_length(sms) between 1 and 480),
  drop constraint message_templates_something,
  add constraint message_templates_something
    check (subject is not null or body is not null or sms is not null);

-- A wording is checked against the kind's placeholders as it is written (the screen checks
-- the same list first, beside the field).
create function messaging.message_template_written() returns trigger
language plpgsql
as $$
begin
  perform messaging.check_wording(new.kind, new.subject, new.body, new.sms);
  return new;
end
$$;
create trigger message_templates_wording
  before insert or update of kind, subject, body, sms on public.message_templates
  for each row execute function messaging.message_template_written();

-- A private appointment that moved (a new time, or another staff member): its staff are told,
-- in the reschedule's transaction, decided at the commit.
create function messaging.appointment_moved() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_appointment_move(old, new);
  return null;
end
$$;
create constraint trigger bookings_staff_move_messages
  after update of starts_at, staff_id on public.bookings
  deferrable initially deferred
  for each row when (old.status = 'scheduled' and new.status = 'scheduled'
                     and (old.starts_at is distinct from new.starts_at
                          or old.staff_id is distinct from new.staff_id))
  execute function messaging.appointment_moved();
-- A change of staff alone is a change of the event too (the staff member's calendar).
drop trigger bookings_calendar_sequence on public.bookings;
create trigger bookings_calendar_sequence
  before update of starts_at, ends_at, location, status, staff_id on public.bookings
  for each row when (old.starts_at is distinct from new.starts_at
                     or old.ends_at is distinct from new.ends_at
                     or old.location is distinct from new.location
                     or old.status is distinct from new.status
                     or old.staff_id is distinct from new.staff_id)
  execute function messaging.bump_calendar_sequence();

-- A business that asks for a document after clients joined (turns documents on, marks a
-- template required or active, publishes a version): those it now stops from booking are told.
create function messaging.documents_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_table_name = 'tenants' then
    perform messaging.enqueue_documents_for_business(new.id);
  else
    perform messaging.enqueue_documents_for_business(new.tenant_id);
  end if;
  return null;
end
$$;
create constraint trigger tenants_documents_messages
  after update of documents_before_first_booking on public.tenants
  deferrable initially deferred
  for each row when (new.documents_before_first_booking and not old.documents_before_first_booking)
  execute function messaging.documents_changed();
create constraint trigger document_templates_messages
  after update of required_before_booking, active, requires_signature on public.document_templates
  deferrable initially deferred
  for each row when (new.required_before_booking and new.active and new.requires_signature
                     and not (old.required_before_booking and old.active
                              and old.requires_signature))
  execute function messaging.documents_changed();
create constraint trigger document_versions_messages
  after insert on public.document_template_versions
  deferrable initially deferred
  for each row execute function messaging.documents_changed();

-- The clients a business-wide documents message looks at: account holders with no place yet.
create index clients_with_account on public.clients (tenant_id) where user_id is not null;

-- Messages to the team and invited people (public.team_messages, the dashboard's delivery
-- failures) are the owners' to read: a staff member reads the messages to clients, as before,
-- and no other staff member's. Which staff member a message was for is readable with it.
drop policy messages_staff_read on messaging.messages;
create policy messages_staff_read on messaging.messages for select to authenticated
  using (tenant_id in (select app.staff_tenants())
         and (client_id is not null or tenant_id in (select app.owner_tenants())));
grant select (staff_id) on messaging.messages to authenticated, service_role;

-- The worker reads the business's text message with its subject and body: a new column of
-- what messaging.business_wording returns (db/functions), so the old one goes first.
drop function if exists messaging.business_wording(uuid, text);
-- Staff appointment emails take whom they are for and what a move adds (db/functions).
drop function if exists messaging.enqueue_staff_appointment(uuid, uuid, text);
