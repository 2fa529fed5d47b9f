import { z } from 'zod';

// What the database writes into each outbox row (db/functions/messaging/place_snapshot.sql and
// the kinds' extras), read back before rendering: a row that does not fit fails for good
// rather than sending something half-filled.

const instant = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'an instant');

export const messageSnapshot = z.object({
  business: z.object({
    name: z.string(),
    time_zone: z.string(),
    currency: z.string(),
    locale: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
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
  offer: z.object({ token: z.string() }).optional(),
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
  previous: z.object({ starts_at: instant, ends_at: instant }).optional(),
  reminder: z.object({ lead_minutes: z.number() }).optional(),
  /** The client record's unsubscribe token, on the kinds a client may turn off. */
  unsubscribe: z.object({ token: z.string() }).optional(),
});

export type MessageSnapshot = z.infer<typeof messageSnapshot>;

/** The kinds of message phase 1 sends, each about a client's place in a session. */
export const messageKinds = [
  'place_confirmed',
  'waitlist_joined',
  'waitlist_promoted',
  'waitlist_offer',
  'place_cancelled',
  'session_cancelled',
  'booking_rescheduled',
  'reminder',
] as const;
export type MessageKind = (typeof messageKinds)[number];
