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

  it('does not report the unused messages of an area named at run time, but does its unknown ids', () => {
    const sources = ['formatMessage({ id: `errors.${code}` })', "{ id: 'errors.roleNotAlowed' }"];
    expect(
      catalogueUsage(['errors.slot_taken', 'offer.full'], sources, ['offer', 'errors'], ['errors']),
    ).toEqual({ unused: ['offer.full'], unknown: ['errors.roleNotAlowed'] });
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
    // The errors area is named by the code of a refusal: error-codes.test.ts checks it against
    // the codes the server raises.
    expect(catalogueUsage(ids, sourceFiles(root), areas, ['errors'])).toEqual({
      unused: [],
      unknown: [],
    });
  });
});
