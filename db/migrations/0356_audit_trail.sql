-- Issue 38, point 3: the audit trail. Every change to a business's bookings, places, clients,
-- notes, services, staff, hours, settings, money and documents is one entry: who made it (a
-- staff member, a client, a visitor, an API key or the system), what (the subject, the action,
-- the changed columns before and after), when, and the request it came from
-- (docs/decisions/0068-audit-trail.md).
--
-- The entries live in the schema `audit`, which no request role may use and the data API does
-- not serve (decision 0003). Only the trigger function audit.record_change writes them; no role
-- changes or removes one (audit.refuse_change, even for the server's own connection). Owners and
-- admins read their business's through the view public.audit_trail.

create schema audit;
revoke all on schema audit from public;

create table audit.entries (
  id bigint generated always as identity primary key,
  -- No foreign key: an entry outlives what it tells of, and a business's removal is told too.
  tenant_id uuid not null,
  at timestamptz not null default now(),
  actor_kind text not null check (actor_kind in ('staff', 'client', 'visitor', 'api_key', 'system')),
  -- The signed-in person (staff or client); null for a visitor, an API key and the system.
  actor_user_id uuid,
  -- What was changed, in the product's words (audit.record_change's first argument).
  subject text not null check (subject ~ '^[a-z_]+$'),
  action text not null check (action in ('insert', 'update', 'delete')),
  record_id uuid,
  -- The booking and the client the change belongs to, for their own trails.
  booking_id uuid,
  client_id uuid,
  -- A new row's columns (insert), a removed row's (delete), or only those a change changed.
  before jsonb,
  after jsonb,
  -- The data API request (its id is in the server's log line and the answer's x-request-id).
  request_id text,
  request_method text,
  request_path text,
  -- The transaction that made the change: the entries of one action (a session cancelled with
  -- its places and their credits) share it, and are undone together (audit.undo).
  txid bigint not null default txid_current(),
  constraint entries_shape check (
    (action = 'insert' and before is null and after is not null)
    or (action = 'delete' and before is not null and after is null)
    or (action = 'update' and before is not null and after is not null))
);
create index entries_by_tenant on audit.entries (tenant_id, id desc);
create index entries_by_booking on audit.entries (tenant_id, booking_id, id desc)
  where booking_id is not null;
create index entries_by_client on audit.entries (tenant_id, client_id, id desc)
  where client_id is not null;
create index entries_by_record on audit.entries (record_id, id) where record_id is not null;
create index entries_by_txid on audit.entries (tenant_id, txid);

-- Issue 38, point 4: the actions undone, one row per transaction undone (its entries), written
-- by public.undo_change in the transaction of the undo, whose own entries tell what it changed.
-- Append-only like the entries: an undo is not undone, a change undone is not undone twice.
create table audit.undos (
  tenant_id uuid not null,
  txid bigint not null,
  undone_at timestamptz not null default now(),
  undone_by uuid not null,
  primary key (tenant_id, txid)
);

-- Append-only, for every role: stated in db/functions/audit/, created empty here.
create function audit.refuse_change() returns trigger language plpgsql as 'begin return null; end';
create trigger entries_append_only
  before update or delete on audit.entries
  for each row execute function audit.refuse_change();
create trigger entries_not_truncated
  before truncate on audit.entries
  for each statement execute function audit.refuse_change();
create trigger undos_append_only
  before update or delete on audit.undos
  for each row execute function audit.refuse_change();
create trigger undos_not_truncated
  before truncate on audit.undos
  for each statement execute function audit.refuse_change();

-- The audited tables. Arguments: the subject's name, the column naming the row, then the
-- columns left out of the entries: secrets (sealed keys and tokens, signing secrets) and what
-- the server keeps for itself (derived ranges, leases, sync state, updated_at).
create function audit.record_change() returns trigger language plpgsql as 'begin return null; end';

create trigger bookings_audit after insert or update or delete on public.bookings
  for each row execute function audit.record_change('booking', 'id', 'busy', 'calendar_sequence');
create trigger booking_series_audit after insert or update or delete on public.booking_series
  for each row execute function audit.record_change('series', 'id');
create trigger enrollments_audit after insert or update or delete on public.enrollments
  for each row execute function audit.record_change('place', 'id', 'updated_at');
create trigger attendance_audit after insert or update or delete on public.attendance
  for each row execute function audit.record_change('attendance', 'enrollment_id');
create trigger clients_audit after insert or update or delete on public.clients
  for each row execute function audit.record_change('client', 'id');
create trigger client_notes_audit after insert or update or delete on public.client_notes
  for each row execute function audit.record_change('note', 'id', 'updated_at');
create trigger client_documents_audit after insert or update or delete on public.client_documents
  for each row execute function audit.record_change('document', 'id');
create trigger document_templates_audit after insert or update or delete on public.document_templates
  for each row execute function audit.record_change('document_template', 'id');
create trigger document_template_versions_audit
  after insert or update or delete on public.document_template_versions
  for each row execute function audit.record_change('document_version', 'template_id');
create trigger services_audit after insert or update or delete on public.services
  for each row execute function audit.record_change('service', 'id');
create trigger service_options_audit after insert or update or delete on public.service_options
  for each row execute function audit.record_change('option', 'id');
create trigger service_staff_audit after insert or update or delete on public.service_staff
  for each row execute function audit.record_change('service_staff', 'service_id');
create trigger staff_audit after insert or update or delete on public.staff
  for each row execute function audit.record_change('staff', 'id');
create trigger staff_hours_audit after insert or update or delete on public.staff_hours
  for each row execute function audit.record_change('hours', 'staff_id');
create trigger staff_time_off_audit after insert or update or delete on public.staff_time_off
  for each row execute function audit.record_change('time_off', 'staff_id');
create trigger memberships_audit after insert or update or delete on public.memberships
  for each row execute function audit.record_change('team_member', 'user_id');
create trigger invitations_audit after insert or update or delete on public.invitations
  for each row execute function audit.record_change('invitation', 'id');
create trigger tenants_audit after insert or update or delete on public.tenants
  for each row execute function audit.record_change('settings', 'id');
create trigger message_templates_audit after insert or update or delete on public.message_templates
  for each row execute function audit.record_change('message_template', 'tenant_id', 'updated_at');
create trigger payment_accounts_audit after insert or update or delete on payments.accounts
  for each row execute function audit.record_change('payment_settings', 'tenant_id',
    'secret_key_sealed', 'webhook_secret_sealed', 'previous_webhook_secret_sealed', 'updated_at');
create trigger webhook_endpoints_audit after insert or update or delete on webhooks.endpoints
  for each row execute function audit.record_change('webhook_endpoint', 'id',
    'secret', 'previous_secret', 'last_delivery_at', 'last_status', 'failing_since');
create trigger calendar_connections_audit after insert or update or delete on calendars.connections
  for each row execute function audit.record_change('calendar_connection', 'id',
    'secret_sealed', 'access_token_sealed', 'access_expires_at', 'error_code', 'error_at');
create trigger calendars_audit after insert or update or delete on calendars.calendars
  for each row execute function audit.record_change('calendar', 'id',
    'sync_state', 'next_sync_at', 'synced_at', 'sync_error_code', 'sync_error_at', 'sync_failures',
    'push_id', 'push_resource', 'push_token', 'push_expires_at', 'push_due_at');
-- A client's files (the client-files bucket, named <business>/<client>/<file>); other buckets'
-- objects belong to no business's trail and write nothing (audit.record_change).
create trigger client_files_audit after insert or update or delete on storage.objects
  for each row execute function audit.record_change('file', 'id',
    'path_tokens', 'version', 'updated_at', 'last_accessed_at');
create trigger transactions_audit after insert or update or delete on public.transactions
  for each row execute function audit.record_change('transaction', 'id');
create trigger plans_audit after insert or update or delete on public.plans
  for each row execute function audit.record_change('plan', 'id', 'updated_at');
create trigger plan_services_audit after insert or update or delete on public.plan_services
  for each row execute function audit.record_change('plan_service', 'plan_id');
create trigger subscriptions_audit after insert or update or delete on public.subscriptions
  for each row execute function audit.record_change('membership', 'id', 'updated_at');
create trigger subscription_freezes_audit after insert or update or delete on public.subscription_freezes
  for each row execute function audit.record_change('membership_freeze', 'subscription_id');
create trigger subscription_periods_audit after insert or update or delete on public.subscription_periods
  for each row execute function audit.record_change('membership_period', 'subscription_id',
    'lease_until', 'updated_at');
