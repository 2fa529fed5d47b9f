import type { Words } from './i18n/words.ts';

// The catalogue's words for what a business offers: shared by the booking screens and the
// server's first screen of the booking page (src/server/booking-page), so both read alike, in
// the reader's language (messages/<locale>/offer.ts).

/** An option as far as these words need it. */
interface PricedOption {
  price_minor: number;
  duration_minutes: number | null;
}

/** How full a session is: places, places taken (held, confirmed, offered) and people waiting. */
interface SessionFill {
  capacity: number;
  taken: number;
  waitlist_count: number;
}

/** "45 min", "1 h", "1 h 30 min"; "45 Min.", "ساعة و30 دقيقة". */
export function formatMinutes(minutes: number, words: Words): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const minutesText = words.formatMessage({ id: 'offer.minutes' }, { minutes: rest });
  if (hours === 0) return minutesText;
  const hoursText = words.formatMessage({ id: 'offer.hours' }, { hours });
  return rest === 0
    ? hoursText
    : words.formatMessage(
        { id: 'offer.hoursAndMinutes' },
        { hours: hoursText, minutes: minutesText },
      );
}

/** The cheapest option of a service, which the catalogue quotes as "from". */
export function cheapestOption<Option extends PricedOption>(options: Option[]): Option | undefined {
  return options.reduce<Option | undefined>(
    (cheapest, option) =>
      cheapest === undefined || option.price_minor < cheapest.price_minor ? option : cheapest,
    undefined,
  );
}

/** "30 min or 1 h": the lengths a private service's variants offer, or the service's own. */
export function durationsText(
  service: { duration_minutes: number; options: PricedOption[] },
  words: Words,
): string {
  const minutes = [
    ...new Set(
      service.options.map((option) => option.duration_minutes ?? service.duration_minutes),
    ),
  ].sort((a, b) => a - b);
  if (minutes.length === 0) return formatMinutes(service.duration_minutes, words);
  return words.formatList(
    minutes.map((length) => formatMinutes(length, words)),
    { type: 'disjunction' },
  );
}

/**
 * Places left in a session, as a client reads it: "3 places left", or when full "Full, join the
 * waitlist · 2 waiting" where the business keeps a waitlist, else "Full".
 */
export function placesLeftText(fill: SessionFill, waitlistOpen: boolean, words: Words): string {
  const left = Math.max(fill.capacity - fill.taken, 0);
  if (left > 0) return words.formatMessage({ id: 'offer.placesLeft' }, { count: left });
  if (!waitlistOpen) return words.formatMessage({ id: 'offer.full' });
  return fill.waitlist_count > 0
    ? words.formatMessage({ id: 'offer.fullWithWaiting' }, { waiting: fill.waitlist_count })
    : words.formatMessage({ id: 'offer.fullJoinWaitlist' });
}

/** Whether a new place in the session would go to the waitlist. */
export function isFull(fill: Omit<SessionFill, 'waitlist_count'>): boolean {
  return fill.taken >= fill.capacity;
}
