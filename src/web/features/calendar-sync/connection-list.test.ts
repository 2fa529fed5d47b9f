import { describe, expect, it } from 'vitest';
import {
  lastSynced,
  refreshInterval,
  syncDue,
  withCalendars,
  type CalendarState,
} from './connection-list';

const now = Date.parse('2026-11-29T12:00:00Z');

const calendar = (changes: Partial<CalendarState> & { name?: string }) => ({
  name: 'Work',
  connection_id: 'a',
  blocks: true,
  synced_at: null,
  next_sync_at: null,
  pending_writes: 0,
  write_error_code: null,
  ...changes,
});

describe('withCalendars', () => {
  it('gives each connection its own calendars, and an empty list to one without', () => {
    const home = calendar({ name: 'Home' });
    const work = calendar({ name: 'Work', connection_id: 'b' });
    expect(withCalendars([{ id: 'a' }, { id: 'b' }, { id: 'c' }], [home, work])).toEqual([
      { id: 'a', calendars: [home] },
      { id: 'b', calendars: [work] },
      { id: 'c', calendars: [] },
    ]);
  });
});

describe('lastSynced', () => {
  it('is the latest sync of the calendars, or null when none was read', () => {
    expect(lastSynced([])).toBeNull();
    expect(lastSynced([calendar({})])).toBeNull();
    expect(
      lastSynced([
        calendar({ synced_at: '2026-11-29T11:00:00Z' }),
        calendar({ synced_at: '2026-11-29T11:30:00+00:00' }),
        calendar({}),
      ]),
    ).toBe('2026-11-29T11:30:00+00:00');
  });
});

describe('syncDue', () => {
  it('is a blocking calendar whose next read is now or past', () => {
    expect(syncDue(calendar({ next_sync_at: '2026-11-29T12:00:00Z' }), now)).toBe(true);
    expect(syncDue(calendar({ next_sync_at: '2026-11-29T12:01:00Z' }), now)).toBe(false);
    expect(syncDue(calendar({}), now)).toBe(false);
    expect(syncDue(calendar({ blocks: false, next_sync_at: '2026-11-29T11:00:00Z' }), now)).toBe(
      false,
    );
  });
});

describe('refreshInterval', () => {
  it('asks every few seconds while a read is due or a write waits, else twice a minute', () => {
    expect(refreshInterval([calendar({ next_sync_at: '2026-11-29T12:05:00Z' })], now)).toBe(30_000);
    expect(refreshInterval([calendar({ next_sync_at: '2026-11-29T11:59:00Z' })], now)).toBe(3000);
    expect(refreshInterval([calendar({ pending_writes: 2 })], now)).toBe(3000);
    expect(
      refreshInterval(
        [calendar({ pending_writes: 2, write_error_code: 'calendar_unreachable' })],
        now,
      ),
    ).toBe(30_000);
    expect(refreshInterval([], now)).toBe(30_000);
  });
});
