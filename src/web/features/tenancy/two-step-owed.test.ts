import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { Membership } from './queries';
import { twoStepOwed } from './two-step-owed';

const token = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
const session = (aal: string) =>
  ({ access_token: token({ sub: 'u', aal }), user: { id: 'u' } }) as unknown as Session;
const membership = (required: boolean) =>
  ({
    role: 'staff',
    tenant: { id: 't', name: 'Studio', staff_mfa_required: required },
  }) as Membership;

describe('twoStepOwed', () => {
  it('is owed in a business that requires it until the session reaches aal2', () => {
    expect(twoStepOwed(membership(true), session('aal1'))).toBe(true);
    expect(twoStepOwed(membership(true), null)).toBe(true);
    expect(twoStepOwed(membership(true), session('aal2'))).toBe(false);
  });

  it('is never owed in a business that does not require it', () => {
    expect(twoStepOwed(membership(false), session('aal1'))).toBe(false);
  });
});
