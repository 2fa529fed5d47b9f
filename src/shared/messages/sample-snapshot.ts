import type { Words } from '../i18n/words.ts';
import type {
  DocumentsSnapshot,
  InvitationSnapshot,
  LedgerSnapshot,
  MessageSnapshot,
  WebhookSnapshot,
} from './message-snapshot.ts';

// The sample the settings screen previews: the business's own name, zone, currency, language and
// contact, a sample client and a one-hour class a week from today at 18:00 on its clock, with
// every kind's extras filled (an invitation, documents, a payment and a refund of it, a webhook
// switched off), so each kind renders from it by reading the parts of its own shape. "Send me a
// test" sends the same sample, built by the database (db/functions/messaging/sample_snapshot.sql).
// The sample's names (the client, the class, the teacher …) are the catalogue's, in the language
// previewed; the database's English ones are put in the test's language when it is rendered
// (sampleIn).

export type SampleBusiness = MessageSnapshot['business'];

/** A snapshot that fits every kind's shape. */
export type SampleSnapshot = MessageSnapshot &
  InvitationSnapshot &
  DocumentsSnapshot &
  LedgerSnapshot &
  WebhookSnapshot;

/** The instant a wall-clock time in a zone happens (the later one across a clock change). */
function zonedInstant(zone: string, year: number, month: number, day: number, hour: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(guess));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const seen = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return new Date(guess - (seen - guess));
}

/** The sample's names in a language. */
function sampleWords(words: Words) {
  const t = words.formatMessage;
  return {
    client: t({ id: 'notifications.sampleClient' }),
    service: t({ id: 'notifications.sampleService' }),
    staff: t({ id: 'notifications.sampleStaff' }),
    formerStaff: t({ id: 'notifications.sampleFormerStaff' }),
    reason: t({ id: 'notifications.sampleReason' }),
    inviter: t({ id: 'notifications.sampleInviter' }),
    document: t({ id: 'notifications.sampleDocument' }),
    note: t({ id: 'notifications.sampleNote' }),
    plan: t({ id: 'notifications.samplePlan' }),
  };
}

/**
 * A sample (a test message's snapshot, which the database wrote in English) with its names in
 * the language of `words`; the business's own facts and the sample's times stay. A snapshot
 * that is not of the sample's full shape comes back as it is.
 */
export function sampleIn(snapshot: unknown, words: Words): unknown {
  const s = snapshot as Partial<SampleSnapshot> | null;
  if (
    s === null ||
    typeof s !== 'object' ||
    !s.session ||
    !s.previous ||
    !s.cancellation ||
    !s.invitation ||
    !s.documents ||
    !s.entry?.session ||
    !s.entry.refund_of ||
    !s.membership
  ) {
    return snapshot;
  }
  const names = sampleWords(words);
  return {
    ...s,
    client: { ...s.client, name: names.client },
    session: { ...s.session, service: names.service, staff: names.staff },
    cancellation: { ...s.cancellation, reason: names.reason },
    previous: { ...s.previous, staff: names.formerStaff },
    invitation: { ...s.invitation, invited_by: names.inviter },
    documents: s.documents.map((document) => ({ ...document, title: names.document })),
    entry: {
      ...s.entry,
      note: names.note,
      session: { ...s.entry.session, service: names.service },
      refund_of: { ...s.entry.refund_of, note: names.note },
    },
    membership: { ...s.membership, plan: names.plan },
  };
}

/** The sample, its names in the language of `words`. */
export function sampleSnapshot(business: SampleBusiness, now: Date, words: Words): SampleSnapshot {
  const names = sampleWords(words);
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: business.time_zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const startsAt = zonedInstant(business.time_zone, year, month, day + 7, 18);
  const at = (hours: number) => new Date(startsAt.getTime() + hours * 3_600_000).toISOString();
  return {
    business,
    client: { name: names.client },
    session: {
      booking_id: '00000000-0000-4000-8000-000000000001',
      service: names.service,
      private: false,
      staff: names.staff,
      starts_at: at(0),
      ends_at: at(1),
      location: business.address ?? '',
    },
    place: {
      id: '00000000-0000-4000-8000-000000000002',
      status: 'confirmed',
      waitlist_position: 2,
      offer_expires_at: at(-24),
    },
    calendar: { uid: '00000000-0000-4000-8000-000000000002', sequence: 0 },
    offer: { token: 'sample' },
    cancellation: {
      credits_returned: 1,
      money_back_minor: 0,
      fee_minor: 0,
      late: false,
      previous_status: 'confirmed',
      reason: names.reason,
    },
    previous: { starts_at: at(-24), ends_at: at(-23), staff: names.formerStaff },
    reminder: { lead_minutes: 1440 },
    invitation: {
      email: 'alex.teacher@example.com',
      role: 'staff',
      expires_at: at(-24),
      invited_by: names.inviter,
    },
    documents: [{ title: names.document, version: 2 }],
    entry: {
      kind: 'payment',
      amount_minor: 2800,
      currency: business.currency,
      method: 'card',
      note: names.note,
      created_at: at(-24 * 7),
      session: {
        service: names.service,
        private: false,
        starts_at: at(0),
        ends_at: at(1),
        status: 'no_show',
      },
      refund_of: { amount_minor: 2800, created_at: at(-24 * 8), note: names.note },
    },
    balance_minor: 0,
    membership: {
      id: '00000000-0000-4000-8000-000000000003',
      plan: names.plan,
      next_attempt_at: at(-24 * 4),
    },
    webhook: {
      endpoint_id: '00000000-0000-4000-8000-000000000004',
      url: 'https://hooks.example.com/booking',
      failing_since: at(-24 * 9),
      last_status: 503,
    },
  };
}
