import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from './locales.ts';
import { areaMessages, type Messages } from './message-ids.ts';
import arBookingPage from './messages/ar/booking-page.ts';
import arLinkPreview from './messages/ar/link-preview.ts';
import arOffer from './messages/ar/offer.ts';
import deBookingPage from './messages/de/booking-page.ts';
import deLinkPreview from './messages/de/link-preview.ts';
import deOffer from './messages/de/offer.ts';
import enBookingPage from './messages/en/booking-page.ts';
import enLinkPreview from './messages/en/link-preview.ts';
import enOffer from './messages/en/offer.ts';
import esBookingPage from './messages/es/booking-page.ts';
import esLinkPreview from './messages/es/link-preview.ts';
import esOffer from './messages/es/offer.ts';

// Every language's words at once, for the server and for tests. The SPA never imports this: it
// downloads the one language it shows (src/web/i18n/load-messages.ts; eslint.config.js).

/** One language's catalogues, each area's keys under its name (message-ids.ts). */
const catalogue = (
  offer: Record<string, string>,
  bookingPage: Record<string, string>,
  linkPreview: Record<string, string>,
): Messages => ({
  ...areaMessages('offer', offer),
  ...areaMessages('booking-page', bookingPage),
  ...areaMessages('link-preview', linkPreview),
});

const catalogues: Record<Locale, Messages> = {
  en: catalogue(enOffer, enBookingPage, enLinkPreview),
  de: catalogue(deOffer, deBookingPage, deLinkPreview),
  es: catalogue(esOffer, esBookingPage, esLinkPreview),
  ar: catalogue(arOffer, arBookingPage, arLinkPreview),
};

// Formatters (and parsed messages) are kept across requests.
const cache = createIntlCache();

/**
 * The words of `locale`, with dates, numbers and plural forms as `formatting` writes them (the
 * visitor's own variant of the language, choose-locale.ts). Every catalogue has every key
 * (catalogue-completeness.test.ts), so a missing message is a bug the tests find first.
 */
export function wordsIn(locale: Locale, formatting: string = locale): IntlShape {
  return createIntl(
    { locale: formatting, defaultLocale: 'en', messages: catalogues[locale] as Required<Messages> },
    cache,
  );
}
