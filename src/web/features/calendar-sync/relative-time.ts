/** A moment as Intl.RelativeTimeFormat takes it: "3 minutes ago" is { value: -3, unit: 'minute' }. */
export interface RelativeParts {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
}

// From the smallest unit up: each is used while the distance stays under the next one's size.
const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 1],
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
];

/**
 * How far `instant` is from `now`, in the largest unit it fills (rounded toward zero, so a sync
 * 59 seconds ago is not yet "1 minute ago"); under ten seconds is "now" (0 seconds).
 */
export function relativeParts(instant: string, now: number): RelativeParts {
  const seconds = (Date.parse(instant) - now) / 1000;
  if (Math.abs(seconds) < 10) return { value: 0, unit: 'second' };
  let chosen: [Intl.RelativeTimeFormatUnit, number] = ['second', 1];
  for (const unit of units) if (Math.abs(seconds) >= unit[1]) chosen = unit;
  const value = Math.trunc(seconds / chosen[1]);
  // Math.trunc(-0.5) is -0, which Intl would write as "0 … ago" the wrong way round.
  return { value: value === 0 ? 0 : value, unit: chosen[0] };
}
