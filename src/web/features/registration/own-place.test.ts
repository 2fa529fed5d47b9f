import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { ownPlaceLabel as label, placesBySession, type OwnPlace } from './own-place';

const ownPlaceLabel = (place: OwnPlace) => label(place, wordsIn('en'));

const place = (status: OwnPlace['status'], position: number | null = null): OwnPlace => ({
  id: `place-${status}`,
  booking_id: `session-${status}`,
  status,
  waitlist_position: position,
  option_id: null,
});

describe('ownPlaceLabel', () => {
  it('calls a confirmed or held place booked', () => {
    expect(ownPlaceLabel(place('confirmed'))).toBe('Booked');
    expect(ownPlaceLabel(place('held'))).toBe('Booked');
  });

  it('gives the waitlist position', () => {
    expect(ownPlaceLabel(place('waitlisted', 2))).toBe('Waitlist #2');
  });

  it('says when a place is offered', () => {
    expect(ownPlaceLabel(place('offered'))).toBe('Place offered');
  });

  it('calls a place given up cancelled', () => {
    expect(ownPlaceLabel(place('late_cancelled'))).toBe('Cancelled');
  });

  it("speaks the reader's language", () => {
    expect(label(place('waitlisted', 2), wordsIn('de'))).toBe('Warteliste Nr. 2');
    expect(label(place('confirmed'), wordsIn('ar'))).toBe('محجوز');
  });
});

describe('placesBySession', () => {
  it('finds the place of each session', () => {
    const booked = place('confirmed');
    const waiting = place('waitlisted', 1);
    const bySession = placesBySession([booked, waiting]);
    expect(bySession.get('session-confirmed')).toBe(booked);
    expect(bySession.get('session-waitlisted')).toBe(waiting);
    expect(bySession.get('other')).toBeUndefined();
  });
});
