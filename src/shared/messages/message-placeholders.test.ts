import { describe, expect, it } from 'vitest';
import { wordsIn } from '../i18n/static-words.ts';
import {
  fillPlaceholders,
  placeholderProblem,
  placeholdersFor,
  placeholderValues,
  unknownPlaceholders,
} from './message-placeholders.ts';
import { messageKinds } from './message-snapshot.ts';
import { sampleSnapshot } from './sample-snapshot.ts';

// Our English, dates and money as en-GB writes them.
const words = wordsIn('en', 'en-GB');
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
const sample = sampleSnapshot(business, new Date('2026-03-30T10:00:00Z'), words);

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

  it('gives each kind the names its snapshot has, and the kind-specific ones only to their kinds', () => {
    for (const kind of messageKinds) {
      const names = placeholdersFor(kind).map((p) => p.name);
      expect(names).toContain('business_name');
      expect(new Set(names).size).toBe(names.length);
    }
    expect(placeholdersFor('waitlist_joined').map((p) => p.name)).toContain('waitlist_position');
    expect(placeholdersFor('place_confirmed').map((p) => p.name)).not.toContain('offer_until');
    expect(placeholdersFor('staff_invitation').map((p) => p.name)).toEqual([
      'business_name',
      'invited_email',
      'role',
      'valid_until',
      'invited_by',
    ]);
    expect(placeholdersFor('no_show_fee').map((p) => p.name)).toEqual([
      'client_name',
      'business_name',
      'amount',
      'balance',
      'service',
      'when',
    ]);
    expect(placeholdersFor('not_a_kind')).toEqual([]);
  });

  it('fills every kind’s names from the sample, none of them empty', () => {
    for (const kind of messageKinds) {
      const values = placeholderValues(kind, sample, words);
      for (const [name, value] of Object.entries(values)) {
        expect(value, `${kind} {${name}}`).not.toBe('');
      }
    }
    expect(placeholderValues('payment_receipt', sample, words)).toEqual({
      client_name: 'Sam Sample',
      business_name: 'Sunrise Yoga',
      amount: '£28.00',
      balance: 'nothing owed',
      method: 'Card',
      date: 'Monday 30 March at 18:00 (London time)',
    });
    expect(placeholderValues('documents_to_sign', sample, words).documents).toBe('“Health waiver”');
    expect(placeholderValues('staff_invitation', sample, words)).toMatchObject({
      invited_email: 'alex.teacher@example.com',
      role: 'staff',
      invited_by: 'Olivia Owner',
    });
  });

  it('fills from the snapshot in the business’s zone and language', () => {
    const values = placeholderValues('waitlist_offer', sample, words);
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
    expect(placeholderProblem('Booked: {service} at {when}', 'place_confirmed', words)).toBeNull();
    expect(placeholderProblem('Until {offer_until}', 'place_confirmed', words)).toBe(
      '{offer_until} is not a placeholder of this message. Use one of the list below, or remove the braces.',
    );
    expect(placeholderProblem('{a} and {b}', 'reminder', words)).toMatch(/^\{a\}, \{b\} are not/);
    expect(unknownPlaceholders('{client_name} {x}', ['client_name'])).toEqual(['x']);
  });
});
