import type { IntlShape } from '@formatjs/intl';
import {
  acceptedLanguages,
  chooseLocale,
  formattingLocale,
} from '../../shared/i18n/choose-locale.ts';
import { textDirection, type Locale } from '../../shared/i18n/locales.ts';
import { wordsIn } from '../../shared/i18n/static-words.ts';

/** The language a page of a business is written in for one visitor. */
export interface VisitorLanguage {
  locale: Locale;
  /** Its words, with dates and numbers as the visitor's own variant of it writes them. */
  words: IntlShape;
}

/**
 * A visitor without an account reads a business's pages (its booking page, embed, previews) in
 * the first language of their browser's that the product speaks, else the business's default,
 * else English (issue 34, point 3).
 */
export function visitorLanguage(
  acceptLanguage: string | undefined,
  businessLocale: string | null,
): VisitorLanguage {
  const accepted = acceptedLanguages(acceptLanguage);
  const locale = chooseLocale({ accepted, business: businessLocale });
  return { locale, words: wordsIn(locale, formattingLocale(locale, accepted)) };
}

/** The `<html>` element of a page in that language: its tag, and right to left for Arabic. */
export function htmlElement({ locale, words }: VisitorLanguage): string {
  return `<html lang="${words.locale}" dir="${textDirection(locale)}">`;
}
