import type {
  DocumentsSnapshot,
  InvitationSnapshot,
  LedgerSnapshot,
  MessageSnapshot,
} from './message-snapshot.ts';

// The sample the settings screen previews: the business's own name, zone, currency, language
// and contact, a sample client and a one-hour class a week from today at 18:00 on its clock,
// with every kind's extras filled (an invitation, documents, a payment and a refund of it), so
// each kind renders from it by reading the parts of its own shape. "Send me a test" sends the
// same sample, built by the database (db/functions/messaging/sample_snapshot.sql).

export type SampleBusiness = MessageSnapshot['business'];

/** A snapshot that fits every kind's shape. */
export type SampleSnapshot = MessageSnapshot &
  InvitationSnapshot &
  DocumentsSnapshot &
  LedgerSnapshot;

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

export function sampleSnapshot(
  business: SampleBusiness,
  now: Date,
  clientName = 'Sam Sample',
): SampleSnapshot {
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
    client: { name: clientName },
    session: {
      booking_id: '00000000-0000-4000-8000-000000000001',
      service: 'Evening Flow',
      private: false,
      staff: 'Alex Teacher',
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
      reason: 'The teacher is unwell.',
    },
    previous: { starts_at: at(-24), ends_at: at(-23), staff: 'Jo Former' },
    reminder: { lead_minutes: 1440 },
    invitation: {
      email: 'alex.teacher@example.com',
      role: 'staff',
      expires_at: at(-24),
      invited_by: 'Olivia Owner',
    },
    documents: [{ title: 'Health waiver', version: 2 }],
    entry: {
      kind: 'payment',
      amount_minor: 2800,
      currency: business.currency,
      method: 'card',
      note: 'Ten-class pack',
      created_at: at(-24 * 7),
      session: {
        service: 'Evening Flow',
        private: false,
        starts_at: at(0),
        ends_at: at(1),
        status: 'no_show',
      },
      refund_of: { amount_minor: 2800, created_at: at(-24 * 8), note: 'Ten-class pack' },
    },
    balance_minor: 0,
  };
}
