-- Issue 18, the rest of point 2: messages to staff (the invitation itself, and a private
-- appointment booked or cancelled with them) and the client's account messages (documents to
-- sign before a first booking, payment and refund receipts, the no-show fee). Enqueued like the
-- booking messages (0120): by triggers deferred to the commit, in the change's transaction,
-- once per event key. What the triggers call is in db/functions/messaging/.

-- A message to a staff member or an invited address has no client: it names the staff member
-- it is for, when there is one.
alter table messaging.messages
  add column staff_id uuid,
  add foreign key (tenant_id, staff_id) references public.staff (tenant_id, id)
    on delete set null (staff_id);

-- Each staff member decides whether they hear of private appointments booked or cancelled with
-- them: only they change it (public.set_appointment_emails, or this check on any other path).
alter table public.staff add column appointment_emails boolean not null default true;

create function app.guard_appointment_emails() returns trigger
language plpgsql
as $$
begin
  if new.appointment_emails is distinct from old.appointment_emails
     and auth.uid() is not null and auth.uid() is distinct from old.user_id then
    perform app.raise_error('forbidden',
      'Only the staff member themselves turns their appointment emails on or off.', 403);
  end if;
  return new;
end
$$;
create trigger staff_appointment_emails_own
  before update of appointment_emails on public.staff
  for each row execute function app.guard_appointment_emails();

-- What a client owes when they book and do not come (charged when staff mark them absent).
alter table public.tenants
  add column no_show_fee_minor bigint not null default 0,
  add constraint tenants_no_show_fee check (no_show_fee_minor >= 0);

-- The triggers' functions (thin, security definer: request roles may not touch the outbox).
create function messaging.invitation_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_invitation(new.tenant_id, new.id);
  return null;
end
$$;

create function messaging.appointment_place_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_appointment_place_change(old, new, tg_op);
  return null;
end
$$;

create function messaging.appointment_booking_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_appointment_booking_change(old, new);
  return null;
end
$$;

create function messaging.client_joined() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_documents_to_sign(new.tenant_id, new.id);
  return null;
end
$$;

create function messaging.ledger_entry_added() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_ledger_entry(new.tenant_id, new.id);
  return null;
end
$$;

create constraint trigger invitations_messages
  after insert or update of expires_at on public.invitations
  deferrable initially deferred
  for each row when (new.accepted_at is null)
  execute function messaging.invitation_changed();
create constraint trigger enrollments_staff_messages_on_insert
  after insert on public.enrollments
  deferrable initially deferred
  for each row execute function messaging.appointment_place_changed();
create constraint trigger enrollments_staff_messages_on_status
  after update of status on public.enrollments
  deferrable initially deferred
  for each row when (old.status is distinct from new.status)
  execute function messaging.appointment_place_changed();
create constraint trigger bookings_staff_messages
  after update of status on public.bookings
  deferrable initially deferred
  for each row when (old.status is distinct from new.status and new.status = 'cancelled')
  execute function messaging.appointment_booking_changed();
create constraint trigger clients_documents_messages_on_insert
  after insert on public.clients
  deferrable initially deferred
  for each row when (new.user_id is not null)
  execute function messaging.client_joined();
create constraint trigger clients_documents_messages_on_account
  after update of user_id on public.clients
  deferrable initially deferred
  for each row when (old.user_id is null and new.user_id is not null)
  execute function messaging.client_joined();
create constraint trigger transactions_messages
  after insert on public.transactions
  deferrable initially deferred
  for each row when (new.kind in ('payment', 'refund', 'charge'))
  execute function messaging.ledger_entry_added();
