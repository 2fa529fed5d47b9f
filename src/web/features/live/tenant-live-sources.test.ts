import { describe, expect, it } from 'vitest';
import { tenantLiveSources } from './tenant-live-sources';
import type { LiveChange, LiveSource } from './use-live-updates';

const tenant = '11111111-1111-4111-8111-111111111111';
const client = '22222222-2222-4222-8222-222222222222';

function source(table: string): Extract<LiveSource, { table: string }> {
  const found = tenantLiveSources(tenant).find((s) => 'table' in s && s.table === table);
  if (found === undefined || !('table' in found)) throw new Error(`no source for ${table}`);
  return found;
}

const change = (eventType: 'INSERT' | 'DELETE', row: Record<string, unknown>) =>
  ({
    schema: 'public',
    table: 'enrollments',
    commit_timestamp: '2026-11-26T10:00:00Z',
    errors: [],
    eventType,
    new: eventType === 'DELETE' ? {} : row,
    old: eventType === 'DELETE' ? row : {},
  }) as LiveChange;

describe('tenantLiveSources', () => {
  it('listens to the business’s own rows only', () => {
    for (const s of tenantLiveSources(tenant)) {
      expect('table' in s && s.filter).toBe(`tenant_id=eq.${tenant}`);
    }
  });

  it('refreshes the schedule, the dashboard and the client when a place changes', () => {
    expect(source('enrollments').stale(change('INSERT', { client_id: client }))).toEqual([
      ['bookings', tenant],
      ['desk', 'today', tenant],
      ['clients', tenant, 'detail', client],
    ]);
  });

  it("refreshes the calendar clashes when a booking changes, as a clash is a booking's time", () => {
    expect(source('bookings').stale()).toEqual([
      ['bookings', tenant],
      ['desk', 'today', tenant],
      ['calendar-sync', tenant, 'conflicts'],
    ]);
  });

  it('finds the client of a deleted row in its old values', () => {
    expect(source('transactions').stale(change('DELETE', { client_id: client }))).toContainEqual([
      'clients',
      tenant,
      'detail',
      client,
    ]);
  });

  it('after a reconnection refreshes every client record, not one', () => {
    expect(source('enrollments').stale()).toContainEqual(['clients', tenant]);
    expect(source('attendance').stale()).toEqual([
      ['bookings', tenant],
      ['desk', 'today', tenant],
    ]);
  });
});
