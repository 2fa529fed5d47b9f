// The languages the product speaks (issue 34). English is the source: every message is written
// in it first, and every other catalogue has exactly its keys (catalogue-completeness.test.ts).

export const locales = ['en', 'de', 'es', 'ar'] as const;
export type Locale = (typeof locales)[number];

/** The language messages are written in first, and the last resort of every choice. */
export const sourceLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Arabic is written right to left; the document, the layout and directional icons follow. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * A language's name in itself ("Deutsch", "العربية"), as a person looks for their own
 * language in a list whatever the page's language is.
 */
export function localeName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  // Intl writes "español" and "English" alike: a list item starts with a capital.
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
