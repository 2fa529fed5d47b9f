import type { Words } from './i18n/words.ts';

/** Instants shown as the business's local time (its IANA zone), in the viewer's language. */

/**
 * Hours as the viewer's language writes them: "07:00" on a 24-hour clock, "7:00 AM" (not
 * "07:00 AM") on a 12-hour one.
 */
function hourStyle(locale?: string): 'numeric' | '2-digit' {
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12' ? 'numeric' : '2-digit';
}

function formatter(zone: string, options: Intl.DateTimeFormatOptions, locale?: string) {
  const hour = options.hour === undefined ? {} : { hour: hourStyle(locale) };
  return new Intl.DateTimeFormat(locale, { timeZone: zone, ...options, ...hour });
}

/** "Mon 23 Nov, 07:00" */
export function formatDateTime(instant: string | Date, zone: string, locale?: string): string {
  return formatter(
    zone,
    { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
    locale,
  ).format(new Date(instant));
}

/** "07:00" */
export function formatTime(instant: string | Date, zone: string, locale?: string): string {
  return formatter(zone, { hour: '2-digit', minute: '2-digit' }, locale).format(new Date(instant));
}

/** "Monday, 23 November 2026" for a local calendar day ('YYYY-MM-DD'). */
export function formatDay(date: string, locale?: string): string {
  return formatter(
    'UTC',
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    locale,
  ).format(new Date(`${date}T12:00:00Z`));
}

/**
 * A time zone's name in a language: "Central European Time", "Mitteleuropäische Zeit",
 * "توقيت وسط أوروبا" for Europe/Berlin (the zone's own generic name, not its summer or winter
 * one).
 */
export function zoneName(zone: string, locale?: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    timeZoneName: 'longGeneric',
  }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/**
 * A note for viewers in another time zone than the business's, or null when the clocks agree
 * now (so a visitor from a zone with the same time is not bothered).
 */
export function zoneNote(
  zone: string,
  words: Words,
  viewerZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
  now: Date = new Date(),
): string | null {
  if (zone === viewerZone) return null;
  const time = (z: string) => formatTime(now, z, words.locale);
  if (time(zone) === time(viewerZone)) return null;
  return words.formatMessage(
    { id: 'common.zoneNote' },
    { zone: zone.replaceAll('_', ' '), there: time(zone), here: time(viewerZone) },
  );
}
