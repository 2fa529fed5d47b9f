import { describe, expect, it } from 'vitest';
import { offeredServices } from './offered-services';
import type { OfferedOption } from './queries';

const service = (id: string) => ({
  id,
  kind: 'private' as const,
  name: id,
  description: '',
  duration_minutes: 60,
  cancellation_window_minutes: null,
});

const option = (id: string, serviceId: string): OfferedOption => ({
  id,
  service_id: serviceId,
  kind: 'variant',
  name: id,
  price_minor: 4000,
  currency: 'GBP',
  duration_minutes: 30,
  credits: null,
  validity_days: null,
});

describe('offeredServices', () => {
  it('gives each service its own options and the public profiles of its staff, in their order', () => {
    const [yoga, massage] = offeredServices(
      [service('yoga'), service('massage')],
      [option('yoga-30', 'yoga'), option('massage-60', 'massage'), option('yoga-60', 'yoga')],
      [
        { service_id: 'yoga', staff_id: 'sam' },
        { service_id: 'yoga', staff_id: 'olivia' },
        // Maya left the team: she has no public profile, so she is not offered.
        { service_id: 'massage', staff_id: 'maya' },
      ],
      [
        { id: 'olivia', display_name: 'Olivia' },
        { id: 'sam', display_name: 'Sam' },
      ],
    );
    expect(yoga?.options.map((each) => each.id)).toEqual(['yoga-30', 'yoga-60']);
    expect(yoga?.staff.map((each) => each.id)).toEqual(['olivia', 'sam']);
    expect(massage?.options.map((each) => each.id)).toEqual(['massage-60']);
    expect(massage?.staff).toEqual([]);
  });
});
