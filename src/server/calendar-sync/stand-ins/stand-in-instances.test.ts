import { describe, expect, it } from 'vitest';
import { instancesOf, type StoredEvent } from './stand-in-instances.ts';

const event = (fields: Partial<StoredEvent>): StoredEvent => ({
  id: 'e',
  uid: 'e@x',
  transaction_id: null,
  title: 'Run',
  description: null,
  starts_at: null,
  ends_at: null,
  start_date: null,
  end_date: null,
  time_zone: null,
  rrule: null,
  exdates: [],
  free: false,
  properties: {},
  cancelled: false,
  version: 1,
  updated_at: new Date(),
  ...fields,
});

describe('stand-in instances', () => {
  const from = new Date('2026-03-26T00:00:00Z');
  const to = new Date('2026-04-01T00:00:00Z');

  it('gives a single event inside the window, and nothing outside it', () => {
    const single = event({
      starts_at: new Date('2026-03-27T10:00:00Z'),
      ends_at: new Date('2026-03-27T11:00:00Z'),
    });
    expect(instancesOf(single, from, to)).toEqual([
      { id: 'e', stamp: null, start: single.starts_at, end: single.ends_at },
    ]);
    expect(instancesOf(single, to, new Date('2026-05-01T00:00:00Z'))).toEqual([]);
  });

  it('repeats a timed series at its wall-clock time across a clock change, leaving out EXDATEs', () => {
    const daily = event({
      starts_at: new Date('2026-03-27T06:00:00Z'),
      ends_at: new Date('2026-03-27T07:00:00Z'),
      time_zone: 'Europe/Berlin',
      rrule: 'FREQ=DAILY;COUNT=4',
      exdates: [new Date('2026-03-28T06:00:00Z')],
    });
    const found = instancesOf(daily, from, to);
    expect(found.map((instance) => [instance.id, (instance.start as Date).toISOString()])).toEqual([
      ['e_20260327T060000Z', '2026-03-27T06:00:00.000Z'],
      ['e_20260329T050000Z', '2026-03-29T05:00:00.000Z'],
      ['e_20260330T050000Z', '2026-03-30T05:00:00.000Z'],
    ]);
  });

  it('repeats an all-day series on dates', () => {
    const weekly = event({
      start_date: '2026-03-16',
      end_date: '2026-03-17',
      rrule: 'FREQ=WEEKLY',
    });
    expect(instancesOf(weekly, from, to)).toEqual([
      { id: 'e_20260330', stamp: '20260330', start: '2026-03-30', end: '2026-03-31' },
    ]);
  });
});
