import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { secondFactorDue } from './second-factor-due';

const token = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

const session = (aal: string, statuses: ('verified' | 'unverified')[]) =>
  ({
    access_token: token({ sub: 'u', aal }),
    user: { id: 'u', factors: statuses.map((status, i) => ({ id: `f${i}`, status })) },
  }) as unknown as Session;

describe('secondFactorDue', () => {
  it('asks an aal1 session of a user with a verified factor for the code', () => {
    expect(secondFactorDue(session('aal1', ['verified']))).toBe(true);
    expect(secondFactorDue(session('aal1', ['unverified', 'verified']))).toBe(true);
  });

  it('lets an aal2 session through', () => {
    expect(secondFactorDue(session('aal2', ['verified']))).toBe(false);
  });

  it('lets a user without a verified factor through', () => {
    expect(secondFactorDue(session('aal1', []))).toBe(false);
    expect(secondFactorDue(session('aal1', ['unverified']))).toBe(false);
  });

  it('treats no session as nothing owed, and an unreadable token as aal1', () => {
    expect(secondFactorDue(null)).toBe(false);
    const broken = { ...session('aal2', ['verified']), access_token: 'not-a-jwt' } as Session;
    expect(secondFactorDue(broken)).toBe(true);
  });
});
