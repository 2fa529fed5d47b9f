import { isLocale, textDirection } from '@shared/i18n/locales.ts';
import type { Words } from '@shared/i18n/words.ts';

/**
 * A business's own text (an option's name, a phone number) set inside a sentence of a language
 * written right to left, isolated (U+2068 … U+2069) so that its digits and punctuation keep
 * their order: "30 minutes · £40" stays that way in an Arabic chip, not "minutes 30". Left to
 * right, it is the text itself, so English reads character for character as before.
 */
export function isolate(text: string, words: Pick<Words, 'locale'>): string {
  const language = new Intl.Locale(words.locale).language;
  return isLocale(language) && textDirection(language) === 'rtl' ? `\u2068${text}\u2069` : text;
}
