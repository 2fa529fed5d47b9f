import { describe, expect, it } from 'vitest';
import { chooseByTenant } from './current-tenant';
import type { Membership } from './queries';

const membership = (id: string, name: string): Membership => ({
  role: 'owner',
  tenant: {
    id,
    slug: id,
    name,
    time_zone: 'Europe/London',
    currency: 'GBP',
    locale: 'en',
    staff_mfa_required: false,
  },
});

describe('chooseByTenant', () => {
  const both = [membership('a', 'Alpha'), membership('b', 'Beta')];

  it('keeps the business chosen last', () => {
    expect(chooseByTenant(both, 'b')?.tenant.name).toBe('Beta');
  });

  it('falls back to the first when the choice is gone or never made', () => {
    expect(chooseByTenant(both, 'gone')?.tenant.name).toBe('Alpha');
    expect(chooseByTenant(both, null)?.tenant.name).toBe('Alpha');
    expect(chooseByTenant([], null)).toBeUndefined();
  });

  it('prefers a business without a choice on this device, never over one', () => {
    expect(chooseByTenant(both, null, 'b')?.tenant.name).toBe('Beta');
    expect(chooseByTenant(both, 'gone', 'b')?.tenant.name).toBe('Beta');
    expect(chooseByTenant(both, 'a', 'b')?.tenant.name).toBe('Alpha');
    expect(chooseByTenant(both, null, 'gone')?.tenant.name).toBe('Alpha');
  });
});
