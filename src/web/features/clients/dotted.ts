import type { Words } from '@shared/i18n/words.ts';

/**
 * Details side by side, "Ana · Studio 2 · session cancelled": the empty ones left out, the
 * separator from the catalogue, so that a language may write it its own way. Empty when none.
 */
export function dotted(parts: (string | null | undefined)[], words: Words): string {
  const [first = '', ...rest] = parts.filter((part): part is string => Boolean(part));
  return rest.reduce(
    (before, after) => words.formatMessage({ id: 'clients.dotted' }, { before, after }),
    first,
  );
}
