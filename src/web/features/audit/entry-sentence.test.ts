import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { entrySentence, type TrailEntry } from './entry-sentence';

const en = wordsIn('en', 'en-GB');
const context = { zone: 'Europe/London', currency: 'GBP' };

const entry = (change: Partial<TrailEntry>): TrailEntry => ({
  subject: 'place',
  action: 'update',
  before: null,
  after: null,
  client_name: 'Chris Client',
  service_name: 'Vinyasa Flow',
  booking_starts_at: '2026-12-14T18:00:00Z',
  ...change,
});

const say = (change: Partial<TrailEntry>, words = en) =>
  entrySentence(entry(change), words, context);

describe('entrySentence', () => {
  it('says a cancelled place with the client, the service and the local start', () => {
    expect(say({ before: { status: 'confirmed' }, after: { status: 'cancelled' } })).toBe(
      "Cancelled Chris Client's place in Vinyasa Flow on Mon 14 Dec, 18:00",
    );
  });

  it('says a late cancellation, a no-show and a place booked or put on the waiting list', () => {
    expect(say({ before: { status: 'confirmed' }, after: { status: 'late_cancelled' } })).toBe(
      "Cancelled Chris Client's place in Vinyasa Flow on Mon 14 Dec, 18:00, late",
    );
    expect(say({ before: { status: 'confirmed' }, after: { status: 'no_show' } })).toBe(
      'Marked Chris Client as a no-show in Vinyasa Flow on Mon 14 Dec, 18:00',
    );
    expect(say({ action: 'insert', after: { status: 'confirmed' } })).toBe(
      'Booked Chris Client into Vinyasa Flow on Mon 14 Dec, 18:00',
    );
    expect(say({ action: 'insert', after: { status: 'waitlisted' } })).toBe(
      'Put Chris Client on the waiting list for Vinyasa Flow on Mon 14 Dec, 18:00',
    );
  });

  it('says a session cancelled or moved, the move at its new start', () => {
    expect(
      say({ subject: 'booking', before: { status: 'scheduled' }, after: { status: 'cancelled' } }),
    ).toBe('Cancelled Vinyasa Flow on Mon 14 Dec, 18:00');
    expect(
      say({
        subject: 'booking',
        booking_starts_at: '2026-12-15T09:30:00Z',
        before: { starts_at: '2026-12-14T18:00:00Z' },
        after: { starts_at: '2026-12-15T09:30:00Z' },
      }),
    ).toBe('Moved Vinyasa Flow on Tue 15 Dec, 09:30');
  });

  it('says a session without its service when the session is gone', () => {
    expect(
      say({
        subject: 'booking',
        action: 'delete',
        service_name: null,
        booking_starts_at: null,
        before: { starts_at: '2026-12-14T18:00:00Z', status: 'scheduled' },
      }),
    ).toBe('Removed a session on Mon 14 Dec, 18:00');
  });

  it('says a check-in by how the client came', () => {
    expect(say({ subject: 'attendance', action: 'insert', after: { status: 'late' } })).toBe(
      'Checked in Chris Client late at Vinyasa Flow on Mon 14 Dec, 18:00',
    );
    expect(say({ subject: 'attendance', action: 'delete', before: { status: 'present' } })).toBe(
      "Undid Chris Client's check-in at Vinyasa Flow on Mon 14 Dec, 18:00",
    );
  });

  it('says a client changed, archived or added by name', () => {
    const client = { subject: 'client', client_name: 'Ines Moreau', booking_starts_at: null };
    expect(say({ ...client, before: { phone: '1' }, after: { phone: '2' } })).toBe(
      'Changed client Ines Moreau',
    );
    expect(say({ ...client, before: { status: 'active' }, after: { status: 'archived' } })).toBe(
      'Archived client Ines Moreau',
    );
    expect(
      say({ ...client, action: 'delete', client_name: null, before: { full_name: 'Old Name' } }),
    ).toBe('Removed client Old Name');
  });

  it('says notes added and pinned', () => {
    expect(say({ subject: 'note', action: 'insert', after: { body: 'Knee injury' } })).toBe(
      'Added a note',
    );
    expect(say({ subject: 'note', before: { pinned: false }, after: { pinned: true } })).toBe(
      'Pinned a note',
    );
  });

  it('says money moved with its amount in its currency', () => {
    expect(
      say({
        subject: 'transaction',
        action: 'insert',
        after: { kind: 'payment', amount_minor: 1250, currency: 'EUR' },
      }),
    ).toBe('Recorded a payment of €12.50');
    expect(
      say({
        subject: 'transaction',
        action: 'insert',
        after: { kind: 'refund', amount_minor: 800 },
      }),
    ).toBe('Refunded £8.00');
  });

  it('says any other subject by its noun and the record name it has', () => {
    expect(say({ subject: 'service', action: 'insert', after: { name: 'Yin Yoga' } })).toBe(
      'Added service: Yin Yoga',
    );
    expect(say({ subject: 'hours', before: { minutes: 60 }, after: { minutes: 90 } })).toBe(
      'Changed working hours',
    );
    expect(say({ subject: 'something_new', action: 'delete', before: {} })).toBe(
      'Removed something_new',
    );
  });

  it('speaks the reader’s language', () => {
    const de = wordsIn('de');
    expect(say({ before: { status: 'confirmed' }, after: { status: 'cancelled' } }, de)).toMatch(
      /^Platz von Chris Client in Vinyasa Flow am .+ storniert$/,
    );
  });
});
