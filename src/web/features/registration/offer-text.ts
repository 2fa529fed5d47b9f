import type { Fill } from '../bookings/fill';
import { formatMinutes } from '../services/service-options';
import type { OfferedOption, OfferedService } from './queries';

/** The cheapest option of a service, which the catalogue quotes as "from". */
export function cheapestOption(options: OfferedOption[]): OfferedOption | undefined {
  return options.reduce<OfferedOption | undefined>(
    (cheapest, option) =>
      cheapest === undefined || option.price_minor < cheapest.price_minor ? option : cheapest,
    undefined,
  );
}

/** "30 min or 1 h": the lengths a private service's variants offer, or the service's own. */
export function durationsText(service: Pick<OfferedService, 'duration_minutes' | 'options'>) {
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
export function placesLeftText(
  fill: Pick<Fill, 'capacity' | 'taken' | 'waitlist_count'>,
  waitlistOpen = true,
) {
  const left = Math.max(fill.capacity - fill.taken, 0);
  if (left === 1) return '1 place left';
  if (left > 0) return `${left} places left`;
  if (!waitlistOpen) return 'Full';
  return fill.waitlist_count > 0
    ? `Full, join the waitlist · ${fill.waitlist_count} waiting`
    : 'Full, join the waitlist';
}

/** Whether a new place in the session would go to the waitlist. */
export function isFull(fill: Pick<Fill, 'capacity' | 'taken'>): boolean {
  return fill.taken >= fill.capacity;
}
