import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { fillPercent, fillSentence, fillText } from './fill';
import { isActive, orderPlaces, promotedBetween, rosterOf, type Place } from './places';

const place = (id: string, status: Place['status'], extra: Partial<Place> = {}): Place => ({
  id,
  client_id: `client-${id}`,
  status,
  waitlist_position: status === 'waitlisted' ? 1 : null,
  offer_expires_at: null,
  created_at: '2026-01-01T00:00:00Z',
  client_name: id,
  option_name: 'Drop-in',
  option_kind: 'drop_in',
  attendance: null,
  ...extra,
});

describe('places in a booking', () => {
  it('orders places with a spot, then the waitlist by position, then cancelled ones', () => {
    const ordered = orderPlaces([
      place('Zed', 'cancelled'),
      place('Will', 'waitlisted', { waitlist_position: 2 }),
      place('Vic', 'waitlisted', { waitlist_position: 1 }),
      place('Bea', 'confirmed'),
      place('Ann', 'confirmed'),
    ]);
    expect(ordered.map((p) => p.id)).toEqual(['Ann', 'Bea', 'Vic', 'Will', 'Zed']);
  });

  it('puts confirmed and absent places on the roster, by name', () => {
    const roster = rosterOf([
      place('Cy', 'no_show'),
      place('Al', 'confirmed'),
      place('Bo', 'waitlisted'),
      place('Di', 'late_cancelled'),
    ]);
    expect(roster.map((p) => p.id)).toEqual(['Al', 'Cy']);
    expect(isActive(place('x', 'offered'))).toBe(true);
    expect(isActive(place('x', 'no_show'))).toBe(false);
  });

  it('finds who was promoted from the waitlist', () => {
    const before = [place('A', 'confirmed'), place('B', 'waitlisted'), place('C', 'waitlisted')];
    const after = [place('A', 'cancelled'), place('B', 'confirmed'), place('C', 'waitlisted')];
    expect(promotedBetween(before, after).map((p) => p.id)).toEqual(['B']);
    expect(promotedBetween(after, after)).toEqual([]);
  });
});

describe('fill', () => {
  it('says how full a session is', () => {
    const en = wordsIn('en');
    const full = { capacity: 4, confirmed_count: 4, taken: 4, waitlist_count: 2 };
    expect(fillText(full, en)).toBe('4/4 · 2 waiting');
    expect(fillSentence(full, en)).toBe('Full: 4 of 4 places taken, 2 on the waitlist');
    expect(fillPercent(full)).toBe(100);
    const open = { capacity: 12, confirmed_count: 3, taken: 3, waitlist_count: 0 };
    expect(fillText(open, en)).toBe('3/12');
    expect(fillSentence(open, en)).toBe('3 of 12 places taken, 9 left');
  });
});
