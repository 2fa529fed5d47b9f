import type { Words } from '@shared/i18n/words.ts';
import { formatMoney } from '../tenancy/format-money';
import { isolate } from './bidi';
import { ownPlaceLabel, type OwnPlace } from './own-place';
import { allowanceLeft } from './membership-choices';
import { holdingText, type PaymentChoice } from './payment-choices';
import type { OfferedOption } from './queries';

// What the confirmation at the end of every booking path says (issue 33, point 2): a drop-in,
// a pack bought with the place, a private appointment and a place taken from the waitlist all
// end on the same screen, told from these words.

/** How a place just booked was paid, or is to be. */
export type BookedPayment =
  /** Charged to a card there and then. */
  | { way: 'card'; priceMinor: number; currency: string }
  /** Owed, to pay at the desk. */
  | { way: 'account'; priceMinor: number; currency: string }
  /** A pack's credit (creditsLeft after it, left out when not known) or a pass (null). */
  | { way: 'credit'; optionName: string; creditsLeft?: number | null }
  /** A pack or pass bought with the place, whose first credit (or the pass) pays for it. */
  | {
      way: 'bought';
      optionName: string;
      priceMinor: number;
      currency: string;
      byCard: boolean;
      creditsLeft: number | null;
    }
  /** A class of a membership's allowance (classesLeft after it; null when unlimited). */
  | { way: 'membership'; planName: string; classesLeft: number | null };

/** A place just booked, or a waitlist just joined, as its confirmation tells it. */
export interface BookedPlace {
  place: Pick<OwnPlace, 'id' | 'status' | 'waitlist_position'>;
  kind: 'session' | 'appointment';
  what: string;
  startsAt: string;
  endsAt: string;
  staffName: string | null;
  location: string | null;
  /** Null when the option it was taken with is no longer offered, so its price is not known. */
  payment: BookedPayment | null;
  /** The cancellation policy in words, as the summary told it before booking. */
  cancellation: string;
  /** The group session's screen, which shows the place from now on. */
  session?: { serviceId: string; bookingId: string };
}

/** How a place in a group session was paid, from the way chosen for it. */
export function choicePayment(choice: PaymentChoice, byCard: boolean): BookedPayment {
  const { option } = choice;
  const money = { priceMinor: option.price_minor, currency: option.currency };
  switch (choice.way) {
    case 'drop_in':
      return { way: byCard ? 'card' : 'account', ...money };
    case 'use':
      return {
        way: 'credit',
        optionName: option.name,
        creditsLeft: choice.holding.remaining === null ? null : choice.holding.remaining - 1,
      };
    case 'buy':
      return {
        way: 'bought',
        optionName: option.name,
        ...money,
        byCard,
        creditsLeft: option.kind === 'pass' ? null : (option.credits ?? 1) - 1,
      };
  }
}

/**
 * How a place offered from the waitlist is paid once taken: its drop-in by card or owed, or a
 * credit of the pack or pass it waited with (how many are left is not known here).
 */
export function offeredPayment(
  option: OfferedOption | undefined,
  byCard: boolean,
): BookedPayment | null {
  if (option === undefined) return null;
  if (option.kind === 'pack' || option.kind === 'pass')
    return {
      way: 'credit',
      optionName: option.name,
      creditsLeft: option.kind === 'pass' ? null : undefined,
    };
  return {
    way: byCard ? 'card' : 'account',
    priceMinor: option.price_minor,
    currency: option.currency,
  };
}

const paidByCard = (payment: BookedPayment | null) =>
  payment?.way === 'card' || (payment?.way === 'bought' && payment.byCard);

type PlaceState = Pick<OwnPlace, 'status' | 'waitlist_position'>;

/** The confirmation's heading: "You are booked and paid", "You are on the waitlist: Waitlist #2". */
export function bookedHeading(
  place: PlaceState,
  payment: BookedPayment | null,
  words: Words,
): string {
  if (place.status === 'waitlisted')
    return words.formatMessage(
      { id: 'register.onWaitlistHeading' },
      { place: ownPlaceLabel(place, words) },
    );
  return words.formatMessage({
    id: paidByCard(payment) ? 'register.bookedAndPaidHeading' : 'register.bookedHeading',
  });
}

/** The sentence announced under the heading: what is settled, or what happens next. */
export function bookedNews(
  place: PlaceState,
  payment: BookedPayment | null,
  kind: BookedPlace['kind'],
  waitlistMode: 'auto' | 'offer',
  words: Words,
): string {
  if (place.status === 'waitlisted')
    return words.formatMessage({
      id: waitlistMode === 'auto' ? 'register.waitlistAutoNews' : 'register.waitlistOfferNews',
    });
  const news = paidByCard(payment)
    ? ({
        appointment: 'register.paidAppointmentConfirmed',
        session: 'register.paidPlaceConfirmed',
      } as const)
    : ({
        appointment: 'register.appointmentConfirmed',
        session: 'register.placeConfirmed',
      } as const);
  return words.formatMessage({ id: news[kind] });
}

/** The payment in words, for a place held or for a waitlist, where nothing is used until then. */
export function paymentText(payment: BookedPayment, waitlisted: boolean, words: Words): string {
  const money = (minor: number, currency: string) => formatMoney(minor, currency, words.locale);
  /** The text, with the credits left after it when they are known. */
  const withLeft = (text: string, creditsLeft: number | null | undefined) =>
    creditsLeft === undefined || creditsLeft === null
      ? text
      : words.formatMessage(
          { id: 'register.withCreditsLeft' },
          { text, left: holdingText({ remaining: creditsLeft }, words) },
        );
  switch (payment.way) {
    case 'card':
      return words.formatMessage(
        { id: 'register.paidByCard' },
        { price: money(payment.priceMinor, payment.currency) },
      );
    case 'account':
      if (payment.priceMinor === 0) return words.formatMessage({ id: 'register.free' });
      return words.formatMessage(
        { id: waitlisted ? 'register.chargedIfPlace' : 'register.toPayAtDesk' },
        { price: money(payment.priceMinor, payment.currency) },
      );
    case 'credit': {
      const option = isolate(payment.optionName, words);
      if (payment.creditsLeft === null)
        return words.formatMessage(
          { id: waitlisted ? 'register.yourPassIfPlace' : 'register.yourPass' },
          { option },
        );
      if (waitlisted) return words.formatMessage({ id: 'register.creditIfPlace' }, { option });
      return withLeft(
        words.formatMessage({ id: 'register.creditFrom' }, { option }),
        payment.creditsLeft,
      );
    }
    case 'membership': {
      const paid = words.formatMessage(
        { id: 'membership.paidWith' },
        { plan: isolate(payment.planName, words) },
      );
      if (waitlisted || payment.classesLeft === null) return paid;
      return words.formatMessage(
        { id: 'register.withCreditsLeft' },
        { text: paid, left: allowanceLeft(payment.classesLeft, words) },
      );
    }
    case 'bought': {
      const bought = words.formatMessage(
        { id: payment.byCard ? 'register.boughtByCard' : 'register.boughtAtDesk' },
        {
          option: isolate(payment.optionName, words),
          price: money(payment.priceMinor, payment.currency),
        },
      );
      if (payment.creditsLeft === null) return bought;
      return waitlisted
        ? words.formatMessage({ id: 'register.boughtIfPlace' }, { bought })
        : withLeft(bought, payment.creditsLeft);
    }
  }
}
