import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from './locales.ts';
import { catalogueMessages, type Messages } from './message-ids.ts';
import ar from './messages/ar/index.ts';
import de from './messages/de/index.ts';
import en from './messages/en/index.ts';
import es from './messages/es/index.ts';

// Every language's words at once, for the server and for tests. The SPA never imports this: it
// downloads the one language it shows (src/web/i18n/load-messages.ts; eslint.config.js).

const catalogues: Record<Locale, Messages> = {
  en: catalogueMessages(en),
  de: catalogueMessages(de),
  es: catalogueMessages(es),
  ar: catalogueMessages(ar),
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
