import { describe, expect, it } from 'vitest';
import { toPasskeyJson } from './passkey-json.ts';
import type { PasskeyRow } from './passkey-store.ts';

const row: PasskeyRow = {
  id: '9b0c1a52-43a6-4c3e-8f0e-2f7f3d0a5b11',
  user_id: 'a3c6e1f0-0000-4000-8000-000000000001',
  credential_id: 'abc',
  public_key: new Uint8Array(),
  sign_count: 3,
  friendly_name: 'Passkey',
  created_at: new Date('2026-11-26T02:00:00Z'),
  last_used_at: new Date('2026-11-26T03:00:00Z'),
};

describe('toPasskeyJson', () => {
  it('answers the id, name and times, and never the key', () => {
    expect(toPasskeyJson(row)).toEqual({
      id: row.id,
      friendly_name: 'Passkey',
      created_at: '2026-11-26T02:00:00.000Z',
      last_used_at: '2026-11-26T03:00:00.000Z',
    });
  });

  it('leaves out an empty name and a passkey never used, as Supabase Auth does', () => {
    expect(toPasskeyJson({ ...row, friendly_name: '', last_used_at: null })).toEqual({
      id: row.id,
      created_at: '2026-11-26T02:00:00.000Z',
    });
  });
});
