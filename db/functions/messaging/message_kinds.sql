-- Every kind of message the product sends, with the placeholders a business's wording of it may
-- use and whether it goes by text message too (to clients; staff are emailed only). The app
-- states the same list (src/shared/messages/message-placeholders.ts, messageKinds); a test holds
-- the two equal (docs/decisions/0034). Wording and "Send me a test" accept these kinds only.
create or replace function messaging.message_kinds()
returns table (kind text, placeholders text[], texts boolean)
language sql immutable
as $$
  select k.kind, k.placeholders, k.texts
  from (values
    ('place_confirmed', '{client_name,business_name,service,when,where,staff}'::text[], true),
    ('waitlist_joined', '{client_name,business_name,service,when,where,staff,waitlist_position}', true),
    ('waitlist_promoted', '{client_name,business_name,service,when,where,staff}', true),
    ('waitlist_offer', '{client_name,business_name,service,when,where,staff,offer_until}', true),
    ('place_cancelled', '{client_name,business_name,service,when,where,staff}', true),
    ('session_cancelled', '{client_name,business_name,service,when,where,staff,reason}', true),
    ('booking_rescheduled', '{client_name,business_name,service,when,where,staff,previous_when}', true),
    ('reminder', '{client_name,business_name,service,when,where,staff}', true),
    ('staff_invitation', '{business_name,invited_email,role,valid_until,invited_by}', false),
    ('staff_appointment_booked', '{client_name,business_name,service,when,where,staff}', false),
    ('staff_appointment_cancelled', '{client_name,business_name,service,when,where,staff}', false),
    ('staff_appointment_moved', '{client_name,business_name,service,when,where,staff,previous_when}', false),
    ('staff_appointment_moved_away', '{client_name,business_name,service,when,where,staff,previous_when}', false),
    ('documents_to_sign', '{client_name,business_name,documents}', true),
    ('payment_receipt', '{client_name,business_name,amount,balance,method,date}', true),
    ('refund_receipt', '{client_name,business_name,amount,balance,method,date}', true),
    ('no_show_fee', '{client_name,business_name,amount,balance,service,when}', true),
    ('fee_card_declined', '{client_name,business_name,amount,balance,service,when}', true),
    ('membership_card_declined', '{client_name,business_name,amount,balance,plan,next_attempt}', true),
    ('membership_suspended', '{client_name,business_name,amount,balance,plan}', true),
    ('webhook_switched_off', '{business_name,webhook_url,failing_since}', false)
  ) k (kind, placeholders, texts)
$$;

grant execute on function messaging.message_kinds() to authenticated, service_role;
