import { chooseLocale, formattingLocale, type LocaleChoices } from '@shared/i18n/choose-locale.ts';
import { sourceLocale, type Locale } from '@shared/i18n/locales.ts';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { loadMessages } from './load-messages';

/** The language the SPA shows: its messages, as FormatJS's intl object. */
export interface SpaLanguage {
  locale: Locale;
  /** The tag dates, times and numbers are written with: the browser's variant of the language. */
  formatting: string;
  intl: IntlShape;
}

const cache = createIntlCache();

/**
 * The language chosen among the person's own choice, their browser's languages and the
 * business's default (choose-locale.ts), with its messages fetched.
 */
export async function spaLanguage(
  choices: LocaleChoices & { accepted: readonly string[] },
): Promise<SpaLanguage> {
  const locale = chooseLocale(choices);
  const formatting = formattingLocale(locale, choices.accepted);
  const messages = (await loadMessages(locale)) as Record<MessageId, string>;
  const intl = createIntl({ locale: formatting, defaultLocale: sourceLocale, messages }, cache);
  return { locale, formatting, intl };
}

// The language shown now, for code that runs outside React (a query's or a mutation's refusal
// put in words); components read it with react-intl's useIntl.
let shown: SpaLanguage | undefined;
const listeners = new Set<() => void>();

/** Shows `language` from now on: every screen re-renders in it. */
export function showLanguage(language: SpaLanguage): void {
  shown = language;
  for (const listener of listeners) listener();
}

export function shownLanguage(): SpaLanguage {
  if (shown === undefined) throw new Error('The SPA shows no language yet (main.tsx sets it).');
  return shown;
}

export function onLanguageShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// What the language is chosen from (choose-locale.ts): the browser's languages from the start,
// the person's own choice once their session is known, the business's default once the screen
// knows its business.
let preferences: LocaleChoices & { accepted: readonly string[] } = { accepted: [] };
let latest = 0;

/**
 * Takes a change of what the language is chosen from, and shows the language chosen from them
 * when it differs from the one shown (its messages fetched first; a later change wins).
 */
export async function preferLanguage(change: Partial<typeof preferences>): Promise<void> {
  preferences = { ...preferences, ...change };
  const request = ++latest;
  if (shown !== undefined && chooseLocale(preferences) === shown.locale) return;
  const language = await spaLanguage(preferences);
  if (request === latest) showLanguage(language);
}

/** The words of the language shown now, outside React. */
export function spaWords(): Words {
  return shownLanguage().intl;
}
