import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { parseCsv } from '../data/csv';
import type { AuditEntry } from './queries';
import { trailCsv, trailFileName } from './trail-csv';

const entry: AuditEntry = {
  id: 42,
  at: '2026-12-14T10:15:00+00:00',
  actor_kind: 'staff',
  actor_user_id: 'u',
  actor_name: 'Olivia Owner',
  subject: 'place',
  action: 'update',
  record_id: 'r',
  booking_id: 'b',
  client_id: 'c',
  client_name: '=Chris Client',
  service_name: 'Vinyasa Flow',
  booking_starts_at: '2026-12-14T18:00:00+00:00',
  before: { status: 'confirmed' },
  after: { status: 'cancelled' },
  request_id: 'req-1',
  request_method: 'POST',
  request_path: '/rpc/cancel_enrollment',
  undo_kind: 'cancellation',
  undo_until: '2026-12-15T10:15:00+00:00',
  undone_at: null,
  names: null,
};

describe('trailCsv', () => {
  it('writes one row an entry in words, with the changes as JSON and formulas neutralised', () => {
    const { records } = parseCsv(trailCsv([entry], wordsIn('en'), 'Europe/London'));
    expect(records).toEqual([
      {
        Time: '2026-12-14T10:15:00.000Z',
        Who: 'Olivia Owner',
        Kind: 'Team',
        Subject: 'place',
        Action: 'changed',
        Client: "'=Chris Client",
        Session: 'Vinyasa Flow 2026-12-14 18:00',
        Changes: '{"before":{"status":"confirmed"},"after":{"status":"cancelled"}}',
        'Request ID': 'req-1',
      },
    ]);
  });

  it('names the file after the business and the days', () => {
    expect(trailFileName('sunrise-yoga', { from: '2026-11-15', to: '2026-12-14' })).toBe(
      'activity-sunrise-yoga-2026-11-15-2026-12-14.csv',
    );
  });
});
