import type { Words } from '../i18n/words.ts';

// Times in messages are the business's local times, with the zone named, in the reader's
// language (words.locale, which also says how dates and hours are written): a client reading an
// email abroad must not have to guess which clock is meant.

/** "London time" for Europe/London, "New York time" for America/New_York; "Ortszeit London". */
export function zoneLabel(zone: string, words: Words): string {
  const city = (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
  return words.formatMessage({ id: 'notifications.zoneTime' }, { city });
}

// Making a formatter costs far more than using one (a tenth of a millisecond or more), and a
// worker renders thousands of messages of few businesses: each is made once.
const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (made === undefined) {
    made = new Intl.DateTimeFormat(locale, { timeZone: zone, ...options });
    formats.set(key, made);
  }
  return made;
}

/** "09:00" on a 24-hour clock, "9:00 AM" on a 12-hour one, as the screens write hours. */
function clock(locale: string): Intl.DateTimeFormatOptions {
  const { hourCycle } = format(locale, 'UTC', { hour: 'numeric' }).resolvedOptions();
  return {
    hour: hourCycle === 'h11' || hourCycle === 'h12' ? 'numeric' : '2-digit',
    minute: '2-digit',
  };
}

/** "Tuesday, 31 March 2026, 09:00–10:00 (London time)", as the reader's language writes it. */
export function sessionTime(starts: string, ends: string, zone: string, words: Words): string {
  const { locale } = words;
  const day = format(locale, zone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(starts));
  const hours = format(locale, zone, clock(locale)).formatRange(new Date(starts), new Date(ends));
  return words.formatMessage(
    { id: 'notifications.timeWithZone' },
    {
      time: words.formatMessage({ id: 'notifications.dayAndHours' }, { day, hours }),
      zone: zoneLabel(zone, words),
    },
  );
}

/** "Tue 31 Mar, 09:00": for subjects and text messages, where space is short. */
export function shortTime(instant: string, zone: string, words: Words): string {
  const { locale } = words;
  return format(locale, zone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...clock(locale),
  }).format(new Date(instant));
}

/** "Monday, 30 March, 14:30 (London time)": until when an offer holds. */
export function untilTime(instant: string, zone: string, words: Words): string {
  const { locale } = words;
  const text = format(locale, zone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...clock(locale),
  }).format(new Date(instant));
  return words.formatMessage(
    { id: 'notifications.timeWithZone' },
    { time: text, zone: zoneLabel(zone, words) },
  );
}
