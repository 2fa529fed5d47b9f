import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-check.ts';
import { locales, sourceLocale } from './locales.ts';
import { areas } from './message-ids.ts';

// Every catalogue on disk against English's (issue 34, point 5): this fails, naming the file
// and the key, when a translation lacks a key, has one English lacks, or changes a placeholder.

const folder = new URL('./messages/', import.meta.url);
const filesIn = (locale: string) =>
  readdirSync(new URL(`${locale}/`, folder)).filter(
    (name) => name.endsWith('.ts') && name !== 'index.ts',
  );

async function catalogue(locale: string, file: string): Promise<Record<string, string>> {
  const loaded = (await import(new URL(`${locale}/${file}`, folder).href)) as {
    default: Record<string, string>;
  };
  return loaded.default;
}

describe('the message catalogues', () => {
  it('are one folder per language, and English has a file per area besides its index', () => {
    expect(readdirSync(folder).sort()).toEqual([...locales].sort());
    expect(filesIn(sourceLocale).sort()).toEqual(areas.map((area) => `${area}.ts`).sort());
  });

  it.each(locales.filter((locale) => locale !== sourceLocale))(
    "in %s have English's areas, keys and placeholders",
    async (locale) => {
      expect(filesIn(locale).sort()).toEqual(filesIn(sourceLocale).sort());
      const problems: string[] = [];
      for (const file of filesIn(sourceLocale)) {
        const found = catalogueProblems(
          await catalogue(sourceLocale, file),
          await catalogue(locale, file),
          locale,
        );
        problems.push(...found.map((problem) => `${locale}/${file}: ${problem}`));
      }
      expect(problems).toEqual([]);
    },
  );

  it('in English read as messages, with plural forms English has', async () => {
    const problems: string[] = [];
    for (const file of filesIn(sourceLocale)) {
      const english = await catalogue(sourceLocale, file);
      problems.push(...catalogueProblems(english, english, sourceLocale));
    }
    expect(problems).toEqual([]);
  });
});
