import { describe, expect, it } from 'vitest';
import { toFactorJson, type FactorRow } from './factor-json.ts';

const created = new Date('2026-01-02T03:04:05.678Z');
const totp: FactorRow = {
  id: 'f1',
  user_id: 'u1',
  friendly_name: 'Phone app',
  factor_type: 'totp',
  status: 'verified',
  secret: 'JBSWY3DPEHPK3PXP',
  phone: null,
  last_totp_step: 123,
  last_challenged_at: null,
  created_at: created,
  updated_at: created,
};

describe('factor JSON', () => {
  it('has the contract shape and never the secret', () => {
    expect(toFactorJson(totp)).toEqual({
      id: 'f1',
      friendly_name: 'Phone app',
      factor_type: 'totp',
      status: 'verified',
      created_at: '2026-01-02T03:04:05.678Z',
      updated_at: '2026-01-02T03:04:05.678Z',
      phone: '',
      last_challenged_at: null,
    });
  });

  it('leaves an empty name out and carries the phone and last challenge', () => {
    const json = toFactorJson({
      ...totp,
      friendly_name: '',
      factor_type: 'phone',
      status: 'unverified',
      secret: null,
      phone: '447700900123',
      last_challenged_at: created,
    });
    expect(json).not.toHaveProperty('friendly_name');
    expect(json).toMatchObject({
      factor_type: 'phone',
      phone: '447700900123',
      last_challenged_at: '2026-01-02T03:04:05.678Z',
    });
  });

  it('names the authenticator model of a WebAuthn factor, never its key', () => {
    const json = toFactorJson({
      ...totp,
      factor_type: 'webauthn',
      secret: null,
      web_authn_credential_id: 'AQID',
      web_authn_public_key: new Uint8Array([1, 2, 3]),
      web_authn_sign_count: 4,
      web_authn_aaguid: 'adce0002-35bc-c60a-648b-0b25f1f05503',
    });
    expect(json).toMatchObject({
      factor_type: 'webauthn',
      web_authn_aaguid: 'adce0002-35bc-c60a-648b-0b25f1f05503',
    });
    expect(JSON.stringify(json)).not.toContain('AQID');
  });
});
