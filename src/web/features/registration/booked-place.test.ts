import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import {
  bookedHeading,
  bookedNews,
  choicePayment,
  offeredPayment,
  paymentText,
  type BookedPayment,
} from './booked-place';
import type { OfferedOption } from './queries';

const option = (
  kind: OfferedOption['kind'],
  name: string,
  price: number,
  credits: number | null,
) => ({
  id: name,
  service_id: 'flow',
  kind,
  name,
  price_minor: price,
  currency: 'GBP',
  duration_minutes: null,
  credits,
  validity_days: kind === 'drop_in' ? null : 90,
});

const dropIn = option('drop_in', 'Drop-in', 1500, null);
const pack = option('pack', '10-class pack', 12000, 10);
const pass = option('pass', 'Unlimited month', 9000, null);
const en = wordsIn('en', 'en-GB');
const holding = (remaining: number | null) => ({ remaining, expiresAt: '2027-01-30T00:00:00Z' });

const booked = { status: 'confirmed' as const, waitlist_position: null };
const waiting = { status: 'waitlisted' as const, waitlist_position: 2 };
const card: BookedPayment = { way: 'card', priceMinor: 1500, currency: 'GBP' };
const owed: BookedPayment = { way: 'account', priceMinor: 1500, currency: 'GBP' };

describe('choicePayment', () => {
  it('pays a drop-in by card or leaves it owed', () => {
    expect(choicePayment({ way: 'drop_in', option: dropIn }, true)).toEqual(card);
    expect(choicePayment({ way: 'drop_in', option: dropIn }, false)).toEqual(owed);
  });

  it('counts the credits a held pack has left once this place used one; a pass has no count', () => {
    expect(choicePayment({ way: 'use', option: pack, holding: holding(10) }, false)).toEqual({
      way: 'credit',
      optionName: '10-class pack',
      creditsLeft: 9,
    });
    expect(choicePayment({ way: 'use', option: pass, holding: holding(null) }, false)).toEqual({
      way: 'credit',
      optionName: 'Unlimited month',
      creditsLeft: null,
    });
  });

  it('counts a pack bought with the place from its credits, the first used', () => {
    expect(choicePayment({ way: 'buy', option: pack }, true)).toEqual({
      way: 'bought',
      optionName: '10-class pack',
      priceMinor: 12000,
      currency: 'GBP',
      byCard: true,
      creditsLeft: 9,
    });
    expect(choicePayment({ way: 'buy', option: pass }, false)).toMatchObject({
      byCard: false,
      creditsLeft: null,
    });
  });
});

describe('offeredPayment', () => {
  it('pays an offered drop-in by card or leaves it owed', () => {
    expect(offeredPayment(dropIn, true)).toEqual(card);
    expect(offeredPayment(dropIn, false)).toEqual(owed);
  });

  it('takes an offered place waited for with a pack or pass from it, the count not known', () => {
    expect(offeredPayment(pack, false)).toEqual({ way: 'credit', optionName: '10-class pack' });
    expect(offeredPayment(pass, false)).toEqual({
      way: 'credit',
      optionName: 'Unlimited month',
      creditsLeft: null,
    });
  });

  it('says nothing of an option no longer offered', () => {
    expect(offeredPayment(undefined, false)).toBeNull();
  });
});

describe('bookedHeading', () => {
  it('says booked and paid only when a card paid', () => {
    expect(bookedHeading(booked, card, en)).toBe('You are booked and paid');
    expect(bookedHeading(booked, owed, en)).toBe('You are booked');
    expect(bookedHeading(booked, choicePayment({ way: 'buy', option: pack }, true), en)).toBe(
      'You are booked and paid',
    );
    expect(bookedHeading(booked, choicePayment({ way: 'buy', option: pack }, false), en)).toBe(
      'You are booked',
    );
    expect(bookedHeading(booked, null, en)).toBe('You are booked');
  });

  it('gives the waitlist position of a waitlist joined', () => {
    expect(bookedHeading(waiting, owed, en)).toBe('You are on the waitlist: Waitlist #2');
  });
});

describe('bookedNews', () => {
  it('confirms the place or the appointment, and the card payment', () => {
    expect(bookedNews(booked, card, 'session', 'auto', en)).toBe(
      'Paid by card. Your place is confirmed.',
    );
    expect(bookedNews(booked, owed, 'appointment', 'auto', en)).toBe(
      'Your appointment is confirmed.',
    );
  });

  it('tells someone waiting what happens when a place frees up, by the waitlist mode', () => {
    expect(bookedNews(waiting, owed, 'session', 'auto', en)).toBe(
      'When a place frees up, it is yours and paid the way you chose.',
    );
    expect(bookedNews(waiting, owed, 'session', 'offer', en)).toBe(
      'When a place frees up, you are offered it for a while.',
    );
  });
});

describe('paymentText', () => {
  it('says how a place was paid', () => {
    expect(paymentText(card, false, en)).toBe('£15.00, paid by card');
    expect(paymentText(owed, false, en)).toBe('£15.00, to pay at the desk');
    expect(paymentText({ ...owed, priceMinor: 0 }, false, en)).toBe('Free');
    expect(
      paymentText(
        choicePayment({ way: 'use', option: pack, holding: holding(2) }, false),
        false,
        en,
      ),
    ).toBe('A credit from your 10-class pack (1 credit left)');
    expect(paymentText(offeredPayment(pack, false) as BookedPayment, false, en)).toBe(
      'A credit from your 10-class pack',
    );
    expect(paymentText(offeredPayment(pass, false) as BookedPayment, false, en)).toBe(
      'Your Unlimited month',
    );
    expect(paymentText(choicePayment({ way: 'buy', option: pack }, true), false, en)).toBe(
      '10-class pack bought for £120.00, paid by card (9 credits left)',
    );
    expect(paymentText(choicePayment({ way: 'buy', option: pass }, false), false, en)).toBe(
      'Unlimited month bought for £90.00, to pay at the desk',
    );
  });

  it('says that a waitlist uses nothing until a place is had', () => {
    expect(paymentText(owed, true, en)).toBe('£15.00, charged only if you get a place');
    expect(
      paymentText(
        choicePayment({ way: 'use', option: pack, holding: holding(2) }, false),
        true,
        en,
      ),
    ).toBe('A credit from your 10-class pack, used only if you get a place');
    expect(paymentText(offeredPayment(pass, false) as BookedPayment, true, en)).toBe(
      'Your Unlimited month, if you get a place',
    );
    expect(paymentText(choicePayment({ way: 'buy', option: pack }, false), true, en)).toBe(
      '10-class pack bought for £120.00, to pay at the desk (its first credit is used only if you get a place)',
    );
  });
});
