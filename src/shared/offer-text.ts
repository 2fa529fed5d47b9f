// The catalogue's words for what a business offers: shared by the booking screens and the
// server's first screen of the booking page (src/server/booking-page), so both read alike.

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

/** "45 min", "1 h", "1 h 30 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
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
export function durationsText(service: { duration_minutes: number; options: PricedOption[] }) {
  const minutes = [
    ...new Set(
      service.options.map((option) => option.duration_minutes ?? service.duration_minutes),
    ),
  ].sort((a, b) => a - b);
  if (minutes.length === 0) return formatMinutes(service.duration_minutes);
  const texts = minutes.map(formatMinutes);
  return texts.length === 1
    ? (texts[0] as string)
    : `${texts.slice(0, -1).join(', ')} or ${texts.at(-1)}`;
}

/**
 * Places left in a session, as a client reads it: "3 places left", or when full "Full, join the
 * waitlist · 2 waiting" where the business keeps a waitlist, else "Full".
 */
export function placesLeftText(fill: SessionFill, waitlistOpen = true) {
  const left = Math.max(fill.capacity - fill.taken, 0);
  if (left === 1) return '1 place left';
  if (left > 0) return `${left} places left`;
  if (!waitlistOpen) return 'Full';
  return fill.waitlist_count > 0
    ? `Full, join the waitlist · ${fill.waitlist_count} waiting`
    : 'Full, join the waitlist';
}

/** Whether a new place in the session would go to the waitlist. */
export function isFull(fill: Omit<SessionFill, 'waitlist_count'>): boolean {
  return fill.taken >= fill.capacity;
}
