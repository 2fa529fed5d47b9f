import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  placeholderProblem,
  placeholdersFor,
  placeholderValues,
  unknownPlaceholders,
} from './message-placeholders.ts';
import { messageKinds } from './message-snapshot.ts';
import { sampleSnapshot } from './sample-snapshot.ts';

const business = {
  name: 'Sunrise Yoga',
  time_zone: 'Europe/London',
  currency: 'GBP',
  locale: 'en-GB',
  email: 'hello@sunrise.test',
  phone: null,
  address: '1 High Street',
};
// Monday 30 March 2026, the day after London's clocks went forward.
const sample = sampleSnapshot(business, new Date('2026-03-30T10:00:00Z'));

describe('placeholders', () => {
  it('fills the known names and lists the unknown ones, leaving them as written', () => {
    expect(
      fillPlaceholders('Hi {client_name}, see you at {where}. {nope} {nope} {Oops} {}', {
        client_name: 'Ann',
        where: 'the studio',
      }),
    ).toEqual({
      text: 'Hi Ann, see you at the studio. {nope} {nope} {Oops} {}',
      unknown: ['nope'],
    });
  });

  it('gives every kind the common names, and the kind-specific ones only to their kinds', () => {
    for (const kind of messageKinds) {
      const names = placeholdersFor(kind).map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['client_name', 'business_name', 'when']));
    }
    expect(placeholdersFor('waitlist_joined').map((p) => p.name)).toContain('waitlist_position');
    expect(placeholdersFor('place_confirmed').map((p) => p.name)).not.toContain('offer_until');
    // A kind added later (by its key alone) gets the common ones.
    expect(placeholdersFor('staff_invitation').map((p) => p.name)).toEqual([
      'client_name',
      'business_name',
      'service',
      'when',
      'where',
      'staff',
    ]);
  });

  it('fills from the snapshot in the business’s zone and language', () => {
    const values = placeholderValues('waitlist_offer', sample);
    expect(values).toMatchObject({
      client_name: 'Sam Sample',
      business_name: 'Sunrise Yoga',
      service: 'Evening Flow',
      when: 'Monday, 6 April 2026, 18:00–19:00 (London time)',
      where: '1 High Street',
      staff: 'Alex Teacher',
    });
    expect(values.offer_until).toBe('Sunday 5 April at 18:00 (London time)');
    expect(values.waitlist_position).toBeUndefined();
  });

  it('says which placeholder the form refuses, and why', () => {
    expect(placeholderProblem('Booked: {service} at {when}', 'place_confirmed')).toBeNull();
    expect(placeholderProblem('Until {offer_until}', 'place_confirmed')).toBe(
      '{offer_until} is not a placeholder of this message. Use one of the list below, or remove the braces.',
    );
    expect(placeholderProblem('{a} and {b}', 'reminder')).toMatch(/^\{a\}, \{b\} are not/);
    expect(unknownPlaceholders('{client_name} {x}', ['client_name'])).toEqual(['x']);
  });
});
