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
});
