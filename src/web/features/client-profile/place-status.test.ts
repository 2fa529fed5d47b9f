import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { placeStatus } from './place-status';

const place = { status: 'confirmed', waitlist_position: null, offer_expires_at: null } as const;
const en = wordsIn('en', 'en-GB');

describe('placeStatus', () => {
  it('says a confirmed place is booked', () => {
    expect(placeStatus(place, 'Europe/London', en)).toEqual({ label: 'Booked', color: 'teal' });
  });

  it('gives the waitlist position', () => {
    const waiting = { ...place, status: 'waitlisted', waitlist_position: 3 } as const;
    expect(placeStatus(waiting, 'Europe/London', en).label).toBe('Waitlist #3');
    expect(placeStatus(waiting, 'Europe/London', wordsIn('de')).label).toBe('Warteliste Nr. 3');
  });

  it('says until when an offered place can be taken, in the business zone', () => {
    const offered = {
      ...place,
      status: 'offered',
      offer_expires_at: '2026-07-01T17:30:00Z',
    } as const;
    const status = placeStatus(offered, 'Europe/London', en);
    expect(status.label).toBe('Place offered');
    expect(status.detail).toBe('A place is free for you: accept it by Wed 1 Jul, 18:30.');
  });
});
