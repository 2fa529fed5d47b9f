import { describe, expect, it } from 'vitest';
import { fromJsonRow } from './json-row.ts';

describe('fromJsonRow', () => {
  it('turns the timestamps to_jsonb writes back into Dates and leaves the rest', () => {
    const row = fromJsonRow<Record<string, unknown>>({
      id: 'a1',
      created_at: '2026-11-26T15:30:00.123456+00:00',
      banned_until: '2026-12-01T00:00:00+00:00',
      last_sign_in_at: null,
      email: 'sam@example.com',
      raw_app_meta_data: { provider: 'email' },
      amr: [{ method: 'password', timestamp: 1 }],
    });
    expect(row).toEqual({
      id: 'a1',
      created_at: new Date('2026-11-26T15:30:00.123Z'),
      banned_until: new Date('2026-12-01T00:00:00.000Z'),
      last_sign_in_at: null,
      email: 'sam@example.com',
      raw_app_meta_data: { provider: 'email' },
      amr: [{ method: 'password', timestamp: 1 }],
    });
  });
});
