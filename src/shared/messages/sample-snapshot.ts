import type { MessageSnapshot } from './message-snapshot.ts';

// The sample the settings screen previews: the business's own name, zone, currency, language
// and contact, a sample client and a one-hour class a week from today at 18:00 on its clock,
// with every kind's extras filled. "Send me a test" sends the same sample, built by the
// database (db/functions/messaging/sample_snapshot.sql).

export type SampleBusiness = MessageSnapshot['business'];

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
): MessageSnapshot {
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
      reason: null,
    },
    previous: { starts_at: at(-24), ends_at: at(-23) },
    reminder: { lead_minutes: 1440 },
  };
}
