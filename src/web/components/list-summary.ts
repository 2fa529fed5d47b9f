import type { Words } from '@shared/i18n/words.ts';

/**
 * What a list is of, in the reader's words: the singular as it follows a number ("client",
 * "عميل") and the plural without an article ("clients", "Kunden", "عملاء"). Sentences about the
 * list place them (common.listCount and others), so a language can order them, and Arabic can
 * choose the form each number takes.
 */
export interface ListNoun {
  one: string;
  many: string;
}

/** The pages a list of `total` rows fills, `size` to a page: at least one. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The line above a page of a list: "Showing 101–200 of 1,234 clients", numbers as `words` write them. */
export function listSummary(
  page: number,
  size: number,
  shown: number,
  total: number,
  noun: ListNoun,
  words: Words,
) {
  const first = (page - 1) * size + 1;
  if (shown === total)
    return words.formatMessage({ id: 'common.listCount' }, { count: total, ...noun });
  return words.formatMessage(
    { id: 'common.listShowing' },
    { first, last: first + shown - 1, total, ...noun },
  );
}
