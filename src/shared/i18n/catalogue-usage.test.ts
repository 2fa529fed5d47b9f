import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueUsage, namedIds } from './catalogue-usage.ts';
import { areas, catalogueMessages } from './message-ids.ts';
import english from './messages/en/index.ts';

describe('namedIds', () => {
  it('finds whole quoted ids of known areas only', () => {
    const source = `t('offer.full'); t("booking-page.signIn"); t(\`offer.hours\`);
      t('offer.' + key); t('other.key'); t('offer.full.more');`;
    expect([...namedIds(source, ['offer', 'booking-page'])].sort()).toEqual([
      'booking-page.signIn',
      'offer.full',
      'offer.hours',
    ]);
  });
});

describe('catalogueUsage', () => {
  it('names the messages no source uses and the ids no catalogue has', () => {
    const sources = ["formatMessage({ id: 'offer.full' })", "{ id: 'offer.fulll' }"];
    expect(catalogueUsage(['offer.full', 'offer.hours'], sources, ['offer'])).toEqual({
      unused: ['offer.hours'],
      unknown: ['offer.fulll'],
    });
  });
});

// The product's own code: its tests and the catalogues themselves do not count as use.
const root = new URL('../../', import.meta.url);
const catalogues = new URL('./messages/', import.meta.url);

function sourceFiles(folder: URL): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const url = new URL(entry.name + (entry.isDirectory() ? '/' : ''), folder);
    if (entry.isDirectory()) return url.href === catalogues.href ? [] : sourceFiles(url);
    return /(?<!\.test)\.tsx?$/.test(entry.name) ? [readFileSync(url, 'utf8')] : [];
  });
}

describe("the product's messages", () => {
  it('are each used by some code, and code names no message the catalogues lack', () => {
    const ids = Object.keys(catalogueMessages(english));
    expect(catalogueUsage(ids, sourceFiles(root), areas)).toEqual({ unused: [], unknown: [] });
  });
});
