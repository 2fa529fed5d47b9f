import { describe, expect, it } from 'vitest';
import { narrowed, trailAsk, trailDays, trailSearch } from './trail-search';
import { subjectGroups, subjects } from './trail-subjects';

const clientId = '4f7d3c9e-2a1b-4c3d-8e9f-0a1b2c3d4e5f';

describe('trailSearch', () => {
  it('keeps what is valid and drops what is not', () => {
    expect(
      trailSearch.parse({ from: '2026-11-01', to: 'soon', who: 'api_key', what: 'money' }),
    ).toEqual({ from: '2026-11-01', to: undefined, who: 'api_key', what: 'money' });
    expect(trailSearch.parse({ who: 'robot', what: 'all', client: 'x' })).toEqual({});
    expect(trailSearch.parse({ client: clientId }).client).toBe(clientId);
  });
});

describe('trailDays', () => {
  it('is the last 30 days, today included, when none are named', () => {
    expect(trailDays({}, '2026-12-14')).toEqual({ from: '2026-11-15', to: '2026-12-14' });
  });

  it('counts 30 days back from a named last day, and turns a range backwards round', () => {
    expect(trailDays({ to: '2026-03-01' }, '2026-12-14')).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
    expect(trailDays({ from: '2026-12-10', to: '2026-12-01' }, '2026-12-14')).toEqual({
      from: '2026-12-01',
      to: '2026-12-10',
    });
  });
});

describe('trailAsk', () => {
  it('asks from the start of the first day to the end of the last, in the business’s zone', () => {
    const ask = trailAsk(
      { from: '2026-07-01', to: '2026-07-02', what: 'bookings', who: 'staff', client: clientId },
      { tenantId: 't', zone: 'Europe/London', today: '2026-07-10' },
    );
    expect(ask).toEqual({
      tenantId: 't',
      since: '2026-06-30T23:00:00.000Z',
      until: '2026-07-02T23:00:00.000Z',
      actorKind: 'staff',
      subjects: ['booking', 'series', 'place', 'attendance'],
      clientId,
    });
  });
});

describe('the subject groups', () => {
  it('hold every audited subject once', () => {
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(subjectGroups.money).toEqual(['transaction']);
  });

  it('say whether a search narrows the trail', () => {
    expect(narrowed({ from: '2026-01-01' })).toBe(false);
    expect(narrowed({ who: 'system' })).toBe(true);
  });
});
