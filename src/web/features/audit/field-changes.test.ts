import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { fieldChanges, type NamedTrailEntry } from './field-changes';

const en = wordsIn('en', 'en-GB');
const context = { zone: 'Europe/London', currency: 'GBP' };

const entry = (change: Partial<NamedTrailEntry>): NamedTrailEntry => ({
  subject: 'client',
  action: 'update',
  before: null,
  after: null,
  client_name: null,
  service_name: null,
  booking_starts_at: null,
  names: null,
  ...change,
});

describe('fieldChanges', () => {
  it('labels an update’s changed columns and words their values', () => {
    expect(
      fieldChanges(
        entry({
          subject: 'place',
          before: { status: 'confirmed', waitlist_position: null },
          after: { status: 'cancelled', waitlist_position: 2 },
        }),
        en,
        context,
      ),
    ).toEqual([
      { column: 'status', label: 'Status', before: 'confirmed', after: 'cancelled' },
      { column: 'waitlist_position', label: 'Place on the waiting list', before: '—', after: '2' },
    ]);
  });

  it('writes times in the business’s zone, money with its currency, yes and no', () => {
    const [startsAt, amount, pinned] = fieldChanges(
      entry({
        action: 'insert',
        after: {
          starts_at: '2026-07-01T17:00:00Z',
          amount_minor: 1250,
          pinned: true,
          currency: 'EUR',
        },
      }),
      en,
      context,
    );
    expect(startsAt).toMatchObject({ label: 'Starts', before: null, after: '1 Jul 2026, 18:00' });
    expect(amount).toMatchObject({ label: 'Amount', after: '€12.50' });
    expect(pinned).toMatchObject({ label: 'Pinned', after: 'yes' });
  });

  it('uses the business’s currency where the row has none', () => {
    const [price] = fieldChanges(
      entry({ subject: 'option', before: { price_minor: 900 }, after: { price_minor: 1000 } }),
      en,
      context,
    );
    expect(price).toMatchObject({ before: '£9.00', after: '£10.00' });
  });

  it('lists tags and leaves out the business and the row id', () => {
    const changes = fieldChanges(
      entry({
        action: 'delete',
        before: { tenant_id: 't', id: 'i', tags: ['vip', 'morning'], full_name: 'Ines Moreau' },
      }),
      en,
      context,
    );
    expect(changes).toEqual([
      { column: 'tags', label: 'Tags', before: 'vip, morning', after: null },
      { column: 'full_name', label: 'Name', before: 'Ines Moreau', after: null },
    ]);
  });

  it('shows an unknown column by its raw name and JSON value', () => {
    expect(
      fieldChanges(
        entry({ before: { weekdays: [1, 3] }, after: { weekdays: [1, 3, 5] } }),
        en,
        context,
      ),
    ).toEqual([{ column: 'weekdays', label: 'weekdays', before: '[1,3]', after: '[1,3,5]' }]);
  });

  it('names the staff member, plan and client a row points at, or says one was removed', () => {
    const ann = '0b7c1e52-0000-4000-8000-000000000001';
    const ben = '0b7c1e52-0000-4000-8000-000000000002';
    const gone = '0b7c1e52-0000-4000-8000-000000000003';
    const monthly = '0b7c1e52-0000-4000-8000-000000000004';
    const names = { [ann]: 'Ann Archer', [ben]: 'Ben Brook', [monthly]: 'Monthly unlimited' };
    expect(
      fieldChanges(
        entry({ subject: 'session', before: { staff_id: ann }, after: { staff_id: ben }, names }),
        en,
        context,
      ),
    ).toEqual([
      { column: 'staff_id', label: 'Staff member', before: 'Ann Archer', after: 'Ben Brook' },
    ]);
    expect(
      fieldChanges(
        entry({
          subject: 'membership',
          action: 'insert',
          after: { client_id: gone, plan_id: monthly, next_plan_id: null },
          names,
        }),
        en,
        context,
      ),
    ).toEqual([
      { column: 'client_id', label: 'Client', before: null, after: 'removed' },
      { column: 'plan_id', label: 'Plan', before: null, after: 'Monthly unlimited' },
      { column: 'next_plan_id', label: 'Next plan', before: null, after: '—' },
    ]);
  });

  it('words a place’s session as its service and start, and leaves out its idempotency key', () => {
    expect(
      fieldChanges(
        entry({
          subject: 'place',
          action: 'insert',
          after: { booking_id: 'b', idempotency_key: null, status: 'confirmed' },
          service_name: 'Vinyasa Flow',
          booking_starts_at: '2026-12-04T19:14:00Z',
        }),
        en,
        context,
      ),
    ).toEqual([
      {
        column: 'booking_id',
        label: 'Session',
        before: null,
        after: 'Vinyasa Flow, 4 Dec 2026, 19:14',
      },
      { column: 'status', label: 'Status', before: null, after: 'confirmed' },
    ]);
  });

  it('words a status in the reader’s language, and an unknown one as it is', () => {
    const de = wordsIn('de');
    const [status] = fieldChanges(
      entry({ subject: 'place', before: { status: 'confirmed' }, after: { status: 'paused' } }),
      de,
      context,
    );
    expect(status).toMatchObject({ before: 'bestätigt', after: 'paused' });
  });
});
