// Refusals a screen shows a person: by the code the server answers (app.raise_error in db/, the
// payments routes), each the server's own English sentence exactly, with `{case, select, …}`
// where one code has several sentences (docs/decisions/0058); then the SPA's own explanations
// of PostgreSQL's, the data API's and the storage server's refusals.
export default {
  // Bookings, sessions and places (db/functions/public: book_private, enroll, hold_place,
  // cancel_booking, reschedule_booking, check_in, schedule_session, schedule_series).
  already_cancelled: 'This booking is already cancelled.',
  already_enrolled: 'You already have a place (or a waitlist spot) in this session.',
  booking_completed: 'A completed booking cannot be cancelled.',
  booking_not_found:
    '{case, select, session {There is no such session.} calendar {There is no such booking of yours, or it was cancelled.} other {There is no such booking.}}',
  capacity_below_taken:
    '{taken} places are taken: the capacity cannot be lower. Cancel places first.',
  check_in_closed: 'You can check yourself in from 30 minutes before the start until the end.',
  enrollment_not_found:
    '{case, select, offer {There is no such offer.} checkIn {There is no such place to check in.} payment {There is no such place of this client to pay for.} other {There is no such booking to cancel.}}',
  idempotency_conflict: 'This request key was already used for another client.',
  invalid_capacity:
    '{case, select, private {A private appointment is for one client.} other {A session has room for 1 to 1000 people.}}',
  invalid_range:
    '{case, select, timetable {A timetable runs from a first to a last day at most a year apart.} other {Ask for free times between two moments at most 62 days apart.}}',
  invalid_at_risk_days: 'Count clients at risk after 1 to 365 days without a visit.',
  invalid_period:
    'Choose a period whose first day is not after its last, at most three years long.',
  invalid_reason: 'Say why in at most 500 characters.',
  invalid_start:
    '{case, select, session {Choose when the session starts.} other {Choose when the booking starts.}}',
  invalid_status: 'Mark attendance as present, late or absent.',
  invalid_weekdays: 'Choose weekdays from 1 (Monday) to 7 (Sunday).',
  no_credits:
    '{case, select, pack {There are no class credits left: buy a pack or pay a drop-in.} other {There is no valid pass for this class: buy one or pay a drop-in.}}',
  no_offer: 'There is no open offer for this place.',
  not_a_group_service:
    '{case, select, timetable {A timetable is for group services.} other {A session is for a group service; book a private appointment for a client instead.}}',
  not_a_group_session: 'Private appointments are booked with book_private.',
  not_active: 'This place is already cancelled.',
  not_bookable: 'Only active private services have free times; group services have sessions.',
  not_confirmed: 'Only a confirmed place can be checked in.',
  not_scheduled: 'Only a scheduled booking can be changed.',
  offer_expired:
    '{case, select, waitlist {This offer has lapsed: the place went to the next person on the waitlist.} other {This offer has lapsed: the place goes to the next person.}}',
  offer_not_found:
    'This link is not (or no longer) a waitlist offer: check the latest email from the business.',
  session_closed: 'This session has started, finished or been cancelled.',
  session_full:
    '{case, select, waitlist {This session is full: join its waitlist instead.} counted {This session is full ({taken} of {capacity} places taken): add the client to its waitlist.} other {This session is full.}}',
  slot_taken:
    '{case, select, justTaken {That time was just taken: choose another.} other {That time is no longer free: choose another.}}',
  staff_busy:
    '{case, select, named {{staff} already has {service} on {day} at {time}: choose another time or instructor.} timetable {The instructor is already booked on {day} at {time}: change the time or the instructor.} other {The instructor is already booked at that time: choose another time or instructor.}}',
  staff_required: 'A private appointment needs a staff member.',

  // The catalogue and the team (services, options, hours, invitations, owners).
  already_member:
    '{case, select, plan {This membership is already live: it is not joined twice.} other {{email} is already on the team.}}',
  hours_overlap: 'On {day}, {from} to {to} overlaps another span.',
  invalid_email: 'Give an email address such as name@example.com.',
  invalid_hours:
    '{case, select, list {Send the hours as a list of weekday, start and end.} backwards {On {day}, {from} to {to} ends before it starts.} other {Each span needs a weekday from 1 (Monday) to 7 (Sunday) and times such as 09:00.}}',
  invalid_option_kind:
    '{case, select, private {A private service is offered as variants (a duration and a price).} other {A group service is offered as a drop-in, a pack of credits or a pass.}}',
  invalid_role: 'Invite as admin or staff.',
  invitation_expired: 'This invitation has expired: ask for a new one.',
  invitation_not_found: 'There is no invitation for you with this link.',
  invitation_used: 'This invitation has already been accepted.',
  last_owner: 'A business needs at least one owner.',
  not_on_the_team:
    'You run no sessions or appointments in this business yet: an owner adds you to the team first.',
  option_not_found:
    "{case, select, dropIn {Choose a drop-in of this class.} service {Choose one of this service's options.} notOnSale {This option is not on sale.} other {Choose a drop-in, a pack or a pass of this class.}}",
  service_not_found: 'There is no such service.',
  staff_not_found:
    '{case, select, active {Choose an active member of the team.} other {There is no such staff member.}}',
  staff_profile_not_found:
    '{case, select, reports {You have no staff profile in this business, so there are no sessions of yours to report.} other {You have no staff profile in this business, so no appointments are booked with you.}}',
  two_step_required_first:
    'Set up two-step sign-in for your own account, and use it, before requiring it of your team.',

  // Who may do what.
  forbidden:
    "{case, select, paymentOptions {Only the owner changes how the business is paid.} testMessages {Only an owner of this business sends test messages.} staffHours {Your role cannot change the hours of the team.} resend {Only the staff of this business resend its messages.} invite {Your role cannot invite to this business.} documents {Your role cannot change the documents of this business.} buyFor {You cannot buy for this client.} money {Only an admin or the owner records money.} staffCalendar {Only the team of this business has a staff calendar here.} importClients {Only the team of this business imports its clients.} appointmentEmails {Only the staff member themselves turns their appointment emails on or off.} bookForSelf {You can only book for yourself.} payFor {You cannot pay for this client.} refund {Only an admin or the owner refunds payments.} chargeCard {Only an admin or the owner charges cards.} cards {You cannot see this client's cards.} connectPayments {Only the owner connects the business to a payment provider.} export {Only an owner of the business exports it.} reports {Only an admin or the owner sees the money and clients reports.} ownSessions {Staff see the figures of their own sessions.} calendars {Only the staff member themselves, an admin or the owner changes their calendars.} webhooks {Only an admin or the owner manages the webhooks of this business.} other {Only the staff of this business see its figures.}}",
  not_a_client:
    '{case, select, messages {Join this business before choosing its messages.} documents {Join this business before signing its documents.} profile {Join this business before changing your profile there.} calendar {Join this business before subscribing to its calendar.} other {Join this business before booking.}}',
  not_signed_in:
    '{case, select, pay {Sign in to pay.} seeCards {Sign in to see saved cards.} removeCard {Sign in to remove a card.} chargeCard {Sign in to charge a card.} refund {Sign in to refund.} connectPayments {Sign in as the owner to connect payments.} calendar {Sign in to add your bookings to a calendar.} updateCard {Sign in to update a card.} other {Sign in to do this.}}',
  portal_link_forbidden:
    'A client links their own account by joining the business; staff can only remove a link.',

  // Clients, their profile, documents and messages.
  client_not_found: 'There is no such client in this business.',
  client_opted_out:
    '{case, select, reminders {This client has turned reminders off.} other {This client has turned text messages off.}}',
  consent_required:
    '{case, select, membership {Agree to be charged each period by the saved card to join.} other {Tick the box to agree before signing.}}',
  document_not_found:
    '{case, select, noText {This document has no text to sign yet.} other {This document is not available to sign.}}',
  documents_required: 'Please sign "{document}" before your first booking.',
  invalid_birth_date: 'Give a date of birth that is not in the future.',
  invalid_body: 'Write the text of the document (up to 100,000 characters).',
  invalid_choice: 'Say whether reminders and text messages are on.',
  invalid_name:
    '{case, select, business {Give the business a name of 1 to 120 characters.} other {Enter your full name (up to 200 characters).}}',
  invalid_phone: 'Use digits, spaces and + ( ) . - only in the phone number.',
  invalid_rows: 'Send the clients to import as a list of rows.',
  invalid_title: 'Give the document a title of 1 to 200 characters.',
  invalid_value: 'Say whether the emails are on (true) or off (false).',
  message_not_finished: 'This message is still being sent: wait until it is sent or has failed.',
  message_not_found: 'There is no such message of this business.',
  name_required: 'Type your full name to sign.',
  no_email: 'Your account has no email address to send the test to.',
  no_texts: 'This message is sent by email only: it has no text message to word.',
  template_not_found: 'There is no such document.',
  too_many_rows: 'Import at most 5,000 clients at a time: split the file into smaller ones.',
  too_many_tests:
    'You sent 5 tests in the last 10 minutes. Wait a few minutes before sending another.',
  unknown_kind:
    '{case, select, wording {There is no message of kind "{kind}" to word.} other {There is no message of kind "{kind}" to send as a test: choose one of Settings › Notifications.}}',
  unknown_placeholder:
    '{case, select, subject {The subject names {unknown}, which this message does not have. Use its placeholders: {known}.} text {The text names {unknown}, which this message does not have. Use its placeholders: {known}.} other {The text message names {unknown}, which this message does not have. Use its placeholders: {known}.}}',
  unsubscribe_not_found:
    'This unsubscribe link is not one we sent: open it again from the email, whole.',

  // Businesses and their addresses (create_tenant, join_tenant, organizations).
  invalid_currency: 'The currency must be a three-letter ISO 4217 code, such as EUR.',
  invalid_slug:
    'The address must be 1 to 40 lower-case letters, digits or hyphens, not starting or ending with a hyphen.',
  invalid_time_zone: '{zone} is not a time zone we know.',
  organization_not_found: 'Choose one of your own organizations for this business.',
  slug_taken: 'The address {slug} is already taken.',
  tenant_not_found: 'No business has the address {slug}.',

  // Money: the ledger, payments at the desk and by card (db/functions/payments, the payments
  // routes of the server).
  already_paid:
    '{case, select, fee {This fee has been paid by card.} membership {This membership has begun: its first period is paid.} period {This period of the membership is paid.} other {This place has been paid by card.}}',
  amount_mismatch: 'The amount opened at the provider is not what is due.',
  card_declined: 'The saved card was not charged: {reason}',
  card_not_found: 'There is no such saved card.',
  fee_not_found: 'There is no such fee of this client.',
  invalid_amount:
    '{case, select, refund {A refund of this payment is above zero and at most {most} (in minor units).} cardRefund {At most {most} (in minor units) of this payment can be refunded.} other {A payment is an amount above zero.}}',
  invalid_event:
    '{case, select, refunded {A refunded amount is between zero and what was paid.} succeeded {A successful payment has an amount above zero.} unfit {The event cannot be applied: {problem}.} other {An event has an id, a type and data.object.}}',
  invalid_method: 'Say how it was paid: cash, card, bank_transfer or other.',
  invalid_options:
    '{case, select, both {A kind of option that must be paid online cannot also be paid at the desk.} other {Name the kinds of option (drop_in, variant, pack, pass) paid online and at the desk, and say whether fees may go to a saved card.}}',
  invalid_purpose: 'A payment is for an enrollment, a purchase, a balance, a fee or a membership.',
  ledger_append_only: 'The ledger keeps every entry: record a refund or an adjustment instead.',
  more_than_owed: 'That is more than the client owes.',
  no_saved_card: 'This client has no saved card.',
  not_paid_by_card:
    '{case, select, private {Only a private session with a price is held for a card payment.} other {Only a drop-in with a price is held for a card payment; book with a pack or pass with enroll.}}',
  not_purchasable: 'Only packs and passes are bought ahead; other options are paid with a booking.',
  nothing_to_pay:
    '{case, select, option {This option is free.} balance {This client owes nothing.} fee {This client owes nothing of this fee.} membership {The first period of this plan is free.} other {This place is paid with a pack or a pass, or is free.}}',
  pay_by_card: "This place is paid by card when it is taken: pay for it on the session's page.",
  pay_online_required:
    '{case, select, buy {This is bought by card: choose Pay by card.} other {This is paid by card when you book: choose Pay by card.}}',
  payment_closed: 'This payment is already complete or canceled.',
  payment_not_found:
    '{case, select, refund {There is no such payment to refund.} other {There is no such payment.}}',
  payment_provider_changed:
    "This payment was opened with the business's previous payment account, which it no longer takes payments with: it cannot be continued or refunded to the card here. A refund is made in that account's dashboard, or at the desk.",
  payments_not_connected:
    '{case, select, connect {Connect Stripe (or the test provider) first.} owner {This business takes no online payments: its owner connects Stripe in Settings › Payments.} disconnected {This business is no longer connected to its payment provider.} other {This business takes no online payments.}}',
  provider_refused: 'The card was not refunded: {reason}',
  saved_cards_not_allowed:
    'This business does not charge fees to saved cards (Settings › Payments).',

  // Memberships (db/functions/public: join_plan, sell_plan, enroll with a membership,
  // freeze_subscription, cancel_subscription, keep_subscription, change_plan).
  allowance_used: "This period's classes are used: book a drop-in or wait for the renewal.",
  daily_limit_reached: 'You have booked as many classes that day as your membership allows.',
  freeze_in_past: 'A freeze starts today or later.',
  freeze_overlaps: 'This freeze overlaps another one of this membership.',
  invalid_plan_service: 'A membership covers classes (group services), not appointments.',
  invalid_freeze: 'A freeze ends after the day it starts, within a year.',
  membership_ending: 'Your membership ends before this class.',
  membership_ending_passed: 'This membership has ended: join again to come back.',
  membership_frozen: 'Your membership is frozen on the day of this class.',
  membership_not_covering: 'This membership does not cover this class.',
  membership_not_found: 'There is no such membership.',
  membership_not_live: 'This membership is not running: there is nothing to change.',
  membership_not_yet:
    "This class is after your membership's current period: book it once the membership renews.",
  membership_paused:
    '{case, select, pending {This membership starts when its first payment is made.} paused {This membership is paused until its payment is made: update your card.} other {This membership has ended.}}',
  option_or_membership: 'Book with an option or with a membership, not both.',
  plan_not_found: 'There is no such plan.',
  // The SPA's words for refusals that are not the server's own (src/web/features/data/data-error.ts):
  // by PostgreSQL's SQLSTATE and the data API's codes, then by SQLSTATE class.
  roleNotAllowed: 'Your role in this business does not allow this.',
  noLongerThere: 'This item no longer exists, or you cannot see it.',
  signInExpired: 'Your sign-in has expired. Sign in again.',
  alreadyExists: 'This already exists.',
  stillInUse: 'This is still in use elsewhere, so it cannot be removed.',
  valuesNotAllowed: 'Some of the values are not allowed.',
  clashesWithBooking: 'This clashes with something already booked.',
  tookTooLong: 'The server took too long to answer. Try again.',
  valuesMalformed: 'Some of the values are not in a form the server accepts.',
  changedMeanwhile: 'Someone changed this at the same moment. Try again.',
  serverBusy: 'The server is busy. Try again in a moment.',
  databaseUnreachable: 'The server could not reach its database. Try again in a moment.',
  unexplained: 'Something went wrong on the server. Try again, or reload the page.',
  serverUnreachable: 'The server could not be reached. Check your connection and try again.',

  // Refused uploads and downloads (src/web/features/clients/storage-error-message.ts).
  fileTooLargeAtMost: 'This file is too large: files can be at most {size}.',
  fileTooLarge: 'This file is too large to share.',
  fileTypeNotShared:
    'This type of file cannot be shared. Share PDFs, images, plain text and CSV files, and Word or OpenDocument text documents.',
  fileGone: 'This file no longer exists.',
  fileNameTaken: 'A file of this name is already kept for this client. Try again.',
  fileFailed: 'Something went wrong. Try again.',
  // Memberships' billing (issue 35).
  period_not_found: "There is no such period of this client's membership.",
  not_renewed_by_card:
    '{case, select, retry {This membership is paid at the desk: there is no card to charge.} other {This membership is not renewed by card: there is no card to update for it.}}',
  nothing_overdue: 'This membership has no unpaid renewal.',
  invalid_card_update: 'Send the tenant_id of the business the membership belongs to.',
  renewal_charging: 'This renewal is being charged now: try again in a minute.',
  invalid_clock: 'Send advance_days (1 to 3660) or advance_seconds: the clock only moves forward.',
  // Calendar sync, database (issue 37: set_calendar_use, sync_calendars_now).
  calendar_not_found: 'There is no such calendar.',
  calendar_not_writable: 'This calendar cannot be written to: choose another to receive bookings.',
  // Calendar sync, engine (issue 37: the /calendar/v1 connection routes; the sync and write
  // workers' codes, which the screens show for a calendar or a connection).
  calendar_auth_failed:
    'The calendar server refused the user name or password. Use an app password where the provider asks for one.',
  calendar_rate_limited: 'The calendar provider asked us to slow down: it is tried again shortly.',
  calendar_refused: 'The calendar refused the event as it was sent.',
  calendar_unreachable:
    'The calendar server could not be reached. Check the address, or try again later.',
  connection_not_found: 'There is no such calendar connection of yours.',
  invalid_calendar_address:
    'The calendar address must start with https:// and must not lead into this server’s own network.',
  invalid_connection: 'Give tenant_id, provider "caldav", server_url, username and password.',
  invalid_oauth_client: 'Give the app’s client_id and client_secret.',
  no_calendars_found:
    'No calendars were found at this address: check it, or use the address of one of your calendars.',
  not_business_admin: 'Only the owner or an admin sets the business’s calendar apps.',
  not_staff: 'Only active staff of this business connect calendars here.',
  // Calendar sync, Google and Microsoft (issue 37: connecting through the provider's consent
  // page, where the browser comes back with calendar_error=<code>; push notifications).
  calendar_app_missing:
    'This business has not added its app for this provider yet: an owner or admin adds its client id and secret in Settings.',
  calendar_consent_denied:
    "The calendar was not connected: access was not allowed on the provider's page.",
  calendar_state_invalid:
    'The connection took too long or did not begin here: connect the calendar again.',
  invalid_notification: 'Send change notifications as Microsoft Graph does.',
  invalid_oauth_start: 'Name your business (tenant_id) and google or microsoft.',
  push_channel_unknown: 'No open channel of this server has that id and token.',
  test_calendars_off:
    'Test calendars are off on this server: a client id beginning test_ works only where the developer tool is on.',
  // Webhooks (issue 38: the endpoint functions, whose refusals the form shows beside a field).
  invalid_webhook_url: 'Enter a whole https:// address, without a user name or password.',
  webhook_address_not_allowed:
    'This address is on a private network: webhooks go to public addresses only.',
  no_webhook_events: 'Choose at least one event.',
  unknown_webhook_event: 'There is no such event: choose from the list.',
  too_many_webhook_endpoints: 'A business has at most 20 webhook endpoints: remove one first.',
  webhook_endpoint_not_found: 'There is no such webhook endpoint.',
  webhook_delivery_not_found: 'There is no such webhook delivery.',
  // The audit trail and undo (issue 38: db/functions/audit, undo_change, undo_last_change).
  audit_append_only: 'The audit trail keeps every entry: none can be changed or removed.',
  change_not_found: 'There is no such change to undo.',
  not_undoable:
    'Only a cancellation, a check-in, a no-show, a removed note or an archived client can be undone.',
  undo_not_whole:
    'Money was paid or refunded, or more was changed with it: change it by hand instead.',
  undo_expired: 'This was done more than 24 hours ago: change it by hand instead.',
  already_undone: 'This was undone already.',
  waitlist_moved:
    'The place went to someone on the waitlist: book it again by hand if there is room.',
  changed_since: 'It was changed again since: undo or change that first.',
  time_taken: 'That time has been booked since: the appointment cannot come back.',
  place_taken: 'The session has filled up since: the place cannot come back.',
};
