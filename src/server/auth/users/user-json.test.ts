import { describe, expect, it } from 'vitest';
import { toUserJson, type UserRow } from './user-json.ts';

const created = new Date('2026-01-02T03:04:05.678Z');

const user: UserRow = {
  id: '6f1c7b52-64a4-4e8e-9d2c-7c0f0d6f3a10',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ann@example.com',
  encrypted_password: '$2b$10$secret',
  email_confirmed_at: null,
  invited_at: null,
  confirmation_sent_at: created,
  recovery_sent_at: null,
  email_change: null,
  email_change_sent_at: null,
  phone: null,
  phone_confirmed_at: null,
  phone_change: null,
  phone_change_sent_at: null,
  reauthentication_sent_at: null,
  last_sign_in_at: null,
  raw_app_meta_data: { provider: 'email', providers: ['email'] },
  raw_user_meta_data: { name: 'Ann' },
  is_anonymous: false,
  banned_until: null,
  created_at: created,
  updated_at: created,
};

describe('toUserJson', () => {
  it('sends empty strings for a missing phone, leaves unset timestamps out and never the hash', () => {
    const json = toUserJson(user, []);
    expect(json).toEqual({
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'ann@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ann' },
      identities: [],
      created_at: '2026-01-02T03:04:05.678Z',
      updated_at: '2026-01-02T03:04:05.678Z',
      confirmation_sent_at: '2026-01-02T03:04:05.678Z',
      is_anonymous: false,
    });
  });

  it('gives confirmed_at as the earliest confirmation and shows pending changes', () => {
    const json = toUserJson(
      {
        ...user,
        email_confirmed_at: new Date('2026-02-01T00:00:00.000Z'),
        phone_confirmed_at: new Date('2026-01-15T00:00:00.000Z'),
        email_change: 'new@example.com',
      },
      [],
    );
    expect(json.confirmed_at).toBe('2026-01-15T00:00:00.000Z');
    expect(json.new_email).toBe('new@example.com');
  });

  it('lists every factor, unverified ones too, without their secrets', () => {
    const factor = {
      id: 'f1',
      user_id: user.id,
      friendly_name: '',
      factor_type: 'totp' as const,
      status: 'unverified' as const,
      secret: 'JBSWY3DPEHPK3PXP',
      phone: null,
      last_totp_step: null,
      last_challenged_at: null,
      created_at: created,
      updated_at: created,
    };
    const json = toUserJson(user, [], [factor, { ...factor, id: 'f2', status: 'verified' }]);
    expect(json.factors).toEqual([
      expect.objectContaining({ id: 'f1', factor_type: 'totp', status: 'unverified' }),
      expect.objectContaining({ id: 'f2', status: 'verified' }),
    ]);
    expect(JSON.stringify(json)).not.toContain(factor.secret);
  });
});
