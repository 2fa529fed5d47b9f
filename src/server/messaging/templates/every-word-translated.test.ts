import { describe, expect, it } from 'vitest';
import { locales } from '../../../shared/i18n/locales.ts';
import { wordsIn } from '../../../shared/i18n/static-words.ts';
import { messageKinds } from '../../../shared/messages/message-snapshot.ts';
import { sampleSnapshot } from '../../../shared/messages/sample-snapshot.ts';
import { renderMessage } from './render-message.ts';

// Issue 34, point 5: no English word is written into a message outside the catalogues. Every
// kind is rendered in German, Spanish and Arabic for a business whose own words are not English
// either; what a person reads (subject, text part, text message, calendar entry) must then hold
// none of English's commonest words, which any sentence left in the code would carry.

const englishWords =
  /\b(the|your|you|is|are|was|and|with|for|from|to|of|at|on|by|has|have|this|that|booked|cancelled|place|session|appointment|payment|reminder)\b/i;

const business = {
  name: 'Studio Sonne',
  time_zone: 'Europe/Berlin',
  currency: 'EUR',
  locale: 'de',
  email: 'hallo@sonne.test',
  phone: '+49 30 1234567',
  address: 'Hauptstraße 1',
};
const options = {
  siteUrl: 'https://buchen.example.com',
  organizer: { name: 'Studio Sonne', email: 'no-reply@example.com' },
  attendee: 'kunde@example.com',
  now: new Date('2026-06-01T10:00:00Z'),
  sample: true,
};

/** What a person reads of a rendered message: no addresses, no calendar file's field names. */
function readable(message: ReturnType<typeof renderMessage>): string {
  const calendar = (message.calendar?.content ?? '')
    .split(/\r?\n/)
    .filter((line) => /^(SUMMARY|DESCRIPTION|LOCATION):/.test(line))
    .map((line) => line.slice(line.indexOf(':') + 1));
  return [message.subject, message.text, message.sms, ...calendar]
    .join('\n')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\S+@\S+/g, '');
}

describe.each(locales.filter((locale) => locale !== 'en'))('every message in %s', (locale) => {
  const snapshot = sampleSnapshot(business, options.now, wordsIn(locale));

  it.each([...messageKinds])('%s has no English word', (kind) => {
    const text = readable(renderMessage(kind, snapshot, { ...options, locale }));
    const english = text.split('\n').filter((line) => englishWords.test(line));
    expect(english).toEqual([]);
  });
});
