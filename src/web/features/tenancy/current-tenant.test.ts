import { describe, expect, it } from 'vitest';
import { chooseMembership } from './current-tenant';
import type { Membership } from './queries';

const membership = (id: string, name: string): Membership => ({
  role: 'owner',
  tenant: { id, slug: id, name, time_zone: 'Europe/London', currency: 'GBP', locale: 'en' },
});

describe('chooseMembership', () => {
  const both = [membership('a', 'Alpha'), membership('b', 'Beta')];

  it('keeps the business chosen last', () => {
    expect(chooseMembership(both, 'b')?.tenant.name).toBe('Beta');
  });

  it('falls back to the first when the choice is gone or never made', () => {
    expect(chooseMembership(both, 'gone')?.tenant.name).toBe('Alpha');
    expect(chooseMembership(both, null)?.tenant.name).toBe('Alpha');
    expect(chooseMembership([], null)).toBeUndefined();
  });
});
