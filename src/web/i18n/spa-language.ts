import { chooseLocale, formattingLocale } from '@shared/i18n/choose-locale.ts';
import type { Locale } from '@shared/i18n/locales.ts';
import type { Messages } from '@shared/i18n/message-ids.ts';
import { loadMessages } from './load-messages';

/** The language the SPA shows, with its messages. */
export interface SpaLanguage {
  locale: Locale;
  /** The tag dates, times and numbers are written with: the browser's variant of the language. */
  formatting: string;
  messages: Messages;
}

/**
 * The first of the browser's languages that the product speaks, else English (issue 34,
 * point 3). A person's own choice and the business's default come with the screens that know
 * them.
 */
export async function spaLanguage(browserLanguages: readonly string[]): Promise<SpaLanguage> {
  const locale = chooseLocale({ accepted: browserLanguages });
  return {
    locale,
    formatting: formattingLocale(locale, browserLanguages),
    messages: await loadMessages(locale),
  };
}
