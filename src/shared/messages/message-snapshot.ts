import { z } from 'zod';

// What the database writes into each outbox row (db/functions/messaging/place_snapshot.sql and
// the kinds' extras), read back before rendering: a row that does not fit fails for good
// rather than sending something half-filled.

const instant = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'an instant');

/** The business as every message shows it (messaging.business_snapshot). */
export const businessSnapshot = z.object({
  name: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  locale: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

/** A message about a client's place in a session (to the client, or to the staff member). */
export const messageSnapshot = z.object({
  business: businessSnapshot,
  client: z.object({ name: z.string() }),
  session: z.object({
    booking_id: z.string(),
    service: z.string(),
    private: z.boolean(),
    staff: z.string().nullable(),
    starts_at: instant,
    ends_at: instant,
    location: z.string(),
  }),
  place: z.object({
    id: z.string(),
    status: z.string(),
    waitlist_position: z.number().nullable(),
    offer_expires_at: instant.nullable(),
  }),
  calendar: z.object({ uid: z.string(), sequence: z.number().int() }),
  // pay_by_card: the place is taken by paying for it by card (decision 0043).
  offer: z.object({ token: z.string(), pay_by_card: z.boolean().optional() }).optional(),
  cancellation: z
    .object({
      credits_returned: z.number(),
      money_back_minor: z.number(),
      fee_minor: z.number(),
      late: z.boolean(),
      previous_status: z.string(),
      reason: z.string().nullable(),
    })
    .optional(),
  /** Before a move: the time, and (to staff) who had the appointment. */
  previous: z
    .object({ starts_at: instant, ends_at: instant, staff: z.string().nullable().optional() })
    .optional(),
  reminder: z.object({ lead_minutes: z.number() }).optional(),
  /** The client record's unsubscribe token, on the kinds a client may turn off. */
  unsubscribe: z.object({ token: z.string() }).optional(),
});

export type MessageSnapshot = z.infer<typeof messageSnapshot>;

/** The invitation email (messaging.enqueue_invitation): to an address, not yet anyone's. */
export const invitationSnapshot = z.object({
  business: businessSnapshot,
  invitation: z.object({
    email: z.string(),
    role: z.enum(['admin', 'staff']),
    expires_at: instant,
    invited_by: z.string().nullable(),
  }),
});
export type InvitationSnapshot = z.infer<typeof invitationSnapshot>;

/** The documents a newcomer signs before a first booking (messaging.enqueue_documents_to_sign). */
export const documentsSnapshot = z.object({
  business: businessSnapshot,
  client: z.object({ name: z.string() }),
  documents: z.array(z.object({ title: z.string(), version: z.number().int() })).min(1),
});
export type DocumentsSnapshot = z.infer<typeof documentsSnapshot>;

/**
 * A ledger entry the client is told of, with their balance after it (enqueue_ledger_entry); for
 * a membership's renewal, its period's charge with the membership (messaging.renewal_snapshot).
 */
export const ledgerSnapshot = z.object({
  business: businessSnapshot,
  client: z.object({ name: z.string() }),
  entry: z.object({
    kind: z.enum(['payment', 'refund', 'charge']),
    amount_minor: z.number(),
    currency: z.string(),
    method: z.string().nullable(),
    note: z.string(),
    created_at: instant,
    session: z
      .object({
        service: z.string(),
        private: z.boolean(),
        starts_at: instant,
        ends_at: instant,
        status: z.string(),
      })
      .nullable(),
    refund_of: z
      .object({ amount_minor: z.number(), created_at: instant, note: z.string() })
      .nullable(),
  }),
  balance_minor: z.number(),
  membership: z
    .object({ id: z.string(), plan: z.string(), next_attempt_at: instant.nullable() })
    .optional(),
});
export type LedgerSnapshot = z.infer<typeof ledgerSnapshot>;

/** An endpoint the server switched off for failing (webhooks.switch_off), to the owners. */
export const webhookSnapshot = z.object({
  business: businessSnapshot,
  webhook: z.object({
    endpoint_id: z.string(),
    url: z.string(),
    failing_since: instant,
    last_status: z.number().nullable(),
  }),
});
export type WebhookSnapshot = z.infer<typeof webhookSnapshot>;

/** Messages to a client about their place in a session: phase 1's kinds. */
export const placeMessageKinds = [
  'place_confirmed',
  'waitlist_joined',
  'waitlist_promoted',
  'waitlist_offer',
  'place_cancelled',
  'session_cancelled',
  'booking_rescheduled',
  'reminder',
] as const;
export type PlaceMessageKind = (typeof placeMessageKinds)[number];

/**
 * Messages to staff: the invitation, and a private appointment booked with them, cancelled,
 * moved to a new time, or moved to another staff member.
 */
export const staffMessageKinds = [
  'staff_invitation',
  'staff_appointment_booked',
  'staff_appointment_cancelled',
  'staff_appointment_moved',
  'staff_appointment_moved_away',
] as const;
export type StaffMessageKind = (typeof staffMessageKinds)[number];

/**
 * Messages to a client about their account: documents to sign, receipts, the no-show fee, a
 * fee their saved card declined, and a membership's renewal declined (to retry) or suspended.
 */
export const accountMessageKinds = [
  'documents_to_sign',
  'payment_receipt',
  'refund_receipt',
  'no_show_fee',
  'fee_card_declined',
  'membership_card_declined',
  'membership_suspended',
] as const;
export type AccountMessageKind = (typeof accountMessageKinds)[number];

/** Messages to the business's owners about the business itself: a webhook switched off. */
export const ownerMessageKinds = ['webhook_switched_off'] as const;

/** Every kind of message the product sends. */
export const messageKinds = [
  ...placeMessageKinds,
  ...staffMessageKinds,
  ...accountMessageKinds,
  ...ownerMessageKinds,
] as const;
export type MessageKind = (typeof messageKinds)[number];

/** The snapshot each kind of message is rendered from, checked before rendering. */
export const snapshotOfKind = {
  place_confirmed: messageSnapshot,
  waitlist_joined: messageSnapshot,
  waitlist_promoted: messageSnapshot,
  waitlist_offer: messageSnapshot,
  place_cancelled: messageSnapshot,
  session_cancelled: messageSnapshot,
  booking_rescheduled: messageSnapshot,
  reminder: messageSnapshot,
  staff_invitation: invitationSnapshot,
  staff_appointment_booked: messageSnapshot,
  staff_appointment_cancelled: messageSnapshot,
  staff_appointment_moved: messageSnapshot,
  staff_appointment_moved_away: messageSnapshot,
  documents_to_sign: documentsSnapshot,
  payment_receipt: ledgerSnapshot,
  refund_receipt: ledgerSnapshot,
  no_show_fee: ledgerSnapshot,
  fee_card_declined: ledgerSnapshot,
  membership_card_declined: ledgerSnapshot,
  membership_suspended: ledgerSnapshot,
  webhook_switched_off: webhookSnapshot,
} as const satisfies Record<MessageKind, z.ZodType>;

/** A snapshot of some kind of message. */
export type AnyMessageSnapshot =
  MessageSnapshot | InvitationSnapshot | DocumentsSnapshot | LedgerSnapshot | WebhookSnapshot;

export const isPlaceMessageKind = (kind: string): kind is PlaceMessageKind =>
  (placeMessageKinds as readonly string[]).includes(kind);

/** Kinds whose snapshot is a place in a session: they carry its calendar event. */
export const isAboutPlace = (kind: MessageKind): boolean =>
  snapshotOfKind[kind] === messageSnapshot;

/**
 * The kinds sent by text message as well as email (to clients whose business turned texts on):
 * every message to a client. Staff and invited people are emailed only (enqueue_to_address).
 */
export const textedKinds: readonly MessageKind[] = [...placeMessageKinds, ...accountMessageKinds];
