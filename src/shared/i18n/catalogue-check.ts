import { createFormatters } from '@formatjs/intl';

// What makes a translated catalogue wrong, found before a person reads it (issue 34, point 5):
// a key English has and it lacks, or one English lacks; a message the library cannot read; a
// message whose placeholders differ from English's (a `{name}` renamed or dropped, a `<strong>`
// lost); a plural form the language does not have (Arabic's "few" in German is never chosen).

/** A message's parts as FormatJS's parser gives them, as far as this check needs them. */
interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
  pluralType?: 'cardinal' | 'ordinal';
}

// The parser's element types (TYPE in @formatjs/icu-messageformat-parser).
const literal = 0;
const pound = 7;
const plural = 6;
const tag = 8;

const { getMessageFormat } = createFormatters();

const elementsOf = (message: string, locale: string) =>
  getMessageFormat(message, locale).getAst() as Element[];

function* walk(elements: Element[]): Generator<Element> {
  for (const element of elements) {
    yield element;
    for (const option of Object.values(element.options ?? {})) yield* walk(option.value);
    yield* walk(element.children ?? []);
  }
}

/** A message's placeholders, `{name}` and `<tag>`, each once, sorted. */
export function placeholdersOf(message: string, locale: string): string[] {
  const found = new Set<string>();
  for (const element of walk(elementsOf(message, locale))) {
    if (element.type === literal || element.type === pound) continue;
    found.add(element.type === tag ? `<${element.value}>` : `{${element.value}}`);
  }
  return [...found].sort();
}

/** The plural forms a message names that its language never chooses ("=0" is always fine). */
export function unknownPluralForms(message: string, locale: string): string[] {
  const unknown = new Set<string>();
  for (const element of walk(elementsOf(message, locale))) {
    if (element.type !== plural) continue;
    const type = element.pluralType ?? 'cardinal';
    const forms = new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
    for (const form of Object.keys(element.options ?? {})) {
      if (!form.startsWith('=') && !(forms as string[]).includes(form)) unknown.add(form);
    }
  }
  return [...unknown];
}

/** Everything wrong with one area's catalogue in `locale` against English's; none when right. */
export function catalogueProblems(
  source: Readonly<Record<string, string>>,
  translation: Readonly<Record<string, string>>,
  locale: string,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(source)) {
    if (!Object.hasOwn(translation, key)) problems.push(`"${key}" is missing`);
  }
  for (const [key, message] of Object.entries(translation)) {
    const english = source[key];
    if (english === undefined) {
      problems.push(`"${key}" is not in English`);
      continue;
    }
    try {
      const own = placeholdersOf(message, locale);
      const expected = placeholdersOf(english, 'en');
      if (own.join() !== expected.join()) {
        problems.push(
          `"${key}" has ${own.join(' ') || 'no placeholders'}, English ${expected.join(' ') || 'none'}`,
        );
      }
      const unknown = unknownPluralForms(message, locale);
      if (unknown.length > 0)
        problems.push(`"${key}" has plural forms ${locale} never uses: ${unknown.join(', ')}`);
    } catch (error) {
      problems.push(`"${key}" cannot be read: ${(error as Error).message}`);
    }
  }
  return problems;
}
