-- The snapshot of "Send me a test": the business's own name, zone, currency, language and contact,
-- a sample client and a one-hour session a week from today at 18:00 on its clock, with every
-- kind's extras filled: an invitation, documents, a payment with what it is for and a refund of
-- it, a membership whose renewal was declined, a webhook switched off, so every kind renders from
-- it (each reads the parts of its own shape). The settings screen's preview builds the same sample
-- (src/shared/messages/sample-snapshot.ts).
create or replace function messaging.sample_snapshot(tenant uuid, client_name text)
returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'business', jsonb_build_object(
      'name', t.name, 'time_zone', t.time_zone, 'currency', t.currency, 'locale', t.locale,
      'email', t.contact_email, 'phone', t.contact_phone, 'address', t.address),
    'client', jsonb_build_object('name', sample_snapshot.client_name),
    'session', jsonb_build_object(
      'booking_id', '00000000-0000-4000-8000-000000000001', 'service', 'Evening Flow',
      'private', false, 'staff', 'Alex Teacher', 'starts_at', w.starts_at,
      'ends_at', w.starts_at + interval '1 hour', 'location', coalesce(t.address, '')),
    'place', jsonb_build_object(
      'id', '00000000-0000-4000-8000-000000000002', 'status', 'confirmed',
      'waitlist_position', 2, 'offer_expires_at', w.starts_at - interval '1 day'),
    'calendar', jsonb_build_object('uid', '00000000-0000-4000-8000-000000000002', 'sequence', 0),
    'offer', jsonb_build_object('token', 'sample'),
    'cancellation', jsonb_build_object(
      'credits_returned', 1, 'money_back_minor', 0, 'fee_minor', 0, 'late', false,
      'previous_status', 'confirmed', 'reason', 'The teacher is unwell.'),
    'previous', jsonb_build_object(
      'starts_at', w.starts_at - interval '1 day', 'ends_at', w.starts_at - interval '23 hours',
      'staff', 'Jo Former'),
    'reminder', jsonb_build_object('lead_minutes', coalesce(t.reminder_minutes, 1440)),
    'invitation', jsonb_build_object(
      'email', 'alex.teacher@example.com', 'role', 'staff',
      'expires_at', w.starts_at - interval '1 day', 'invited_by', 'Olivia Owner'),
    'documents', jsonb_build_array(jsonb_build_object('title', 'Health waiver', 'version', 2)),
    'entry', jsonb_build_object(
      'kind', 'payment', 'amount_minor', 2800, 'currency', t.currency, 'method', 'card',
      'note', 'Ten-class pack', 'created_at', w.starts_at - interval '7 days',
      'session', jsonb_build_object(
        'service', 'Evening Flow', 'private', false, 'starts_at', w.starts_at,
        'ends_at', w.starts_at + interval '1 hour', 'status', 'no_show'),
      'refund_of', jsonb_build_object(
        'amount_minor', 2800, 'created_at', w.starts_at - interval '8 days',
        'note', 'Ten-class pack')),
    'balance_minor', 0,
    'membership', jsonb_build_object(
      'id', '00000000-0000-4000-8000-000000000003', 'plan', 'Unlimited monthly',
      'next_attempt_at', w.starts_at - interval '4 days'),
    'webhook', jsonb_build_object(
      'endpoint_id', '00000000-0000-4000-8000-000000000004',
      'url', 'https://hooks.example.com/booking',
      'failing_since', w.starts_at - interval '9 days', 'last_status', 503))
  from public.tenants t
  cross join lateral (
    select (date_trunc('day', now() at time zone t.time_zone) + interval '7 days 18 hours')
             at time zone t.time_zone as starts_at) w
  where t.id = sample_snapshot.tenant
$$;
