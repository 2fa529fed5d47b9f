import { isLocale, sourceLocale, type Locale } from './locales.ts';

// Which language a person reads the product in (issue 34, point 3): their own choice, else the
// first of their browser's languages that the product speaks, else the business's default, else
// English. The same rule on the server (Accept-Language) and in the SPA (navigator.languages).

/** More entries than any browser sends: a longer header is cut rather than sorted whole. */
const mostEntries = 32;

const quality = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The language tags of an Accept-Language header, most wanted first (q-values honoured, ties
 * in the header's order), canonical ("EN-gb" → "en-GB"). Left out: what is no language tag,
 * the wildcard `*` (it names no language), and what the visitor refuses (q=0).
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  const entries: { tag: string; q: number }[] = [];
  for (const entry of (header ?? '').split(',').slice(0, mostEntries)) {
    const [range = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const q = parameters.length === 0 ? '1' : quality.exec(parameters[0] ?? '')?.[1];
    if (q === undefined || Number(q) === 0 || range === '*') continue;
    const tag = canonicalTag(range);
    if (tag !== null) entries.push({ tag, q: Number(q) });
  }
  // Array.prototype.sort is stable: equal q-values keep the header's order.
  return entries.sort((a, b) => b.q - a.q).map((entry) => entry.tag);
}

function canonicalTag(range: string): string | null {
  try {
    return Intl.getCanonicalLocales(range)[0] ?? null;
  } catch {
    return null;
  }
}

/** The language of a tag: "de-AT" → "de". */
const languageOf = (tag: string) => new Intl.Locale(tag).language;

export interface LocaleChoices {
  /** The person's own choice, kept with their account; null for a visitor. */
  person?: string | null;
  /** Their browser's languages, most wanted first (acceptedLanguages, navigator.languages). */
  accepted?: readonly string[];
  /** The business's default (tenants.locale). */
  business?: string | null;
}

/** The first of the browser's languages the product speaks, or null when it speaks none. */
export function spokenLocale(accepted: readonly string[]): Locale | null {
  return accepted.map(languageOf).find(isLocale) ?? null;
}

/** The language to show: see the top of this file. Anything unknown is passed over. */
export function chooseLocale({ person, accepted = [], business }: LocaleChoices): Locale {
  if (isLocale(person)) return person;
  const spoken = spokenLocale(accepted);
  if (spoken !== null) return spoken;
  return isLocale(business) ? business : sourceLocale;
}

/**
 * The tag dates, times and numbers are written with: the visitor's own variant of the chosen
 * language when they named one ("en-GB" writes 24-hour times and day before month, "en" as in
 * the US), else the language itself.
 */
export function formattingLocale(locale: Locale, accepted: readonly string[] = []): string {
  return accepted.find((tag) => languageOf(tag) === locale) ?? locale;
}
