import type { Words } from '../../../shared/i18n/words.ts';

/**
 * A size as a person reads it: 1536 → "1.5 KB", 52428800 → "50 MB" ("1,5 KB" in German).
 * `words` are the reader's; without them (storage-error-message.ts, until it passes its own) the
 * size is said in English.
 */
export function sizeText(bytes: number, words: Words): string {
  // The figure in the reader's digits and decimal sign, ungrouped as before ("1000 KB").
  const figure = (value: number, digits: number) =>
    new Intl.NumberFormat(words.locale, {
      maximumFractionDigits: digits,
      useGrouping: false,
    }).format(value);
  if (bytes < 1024) {
    return words.formatMessage(
      { id: 'clients.sizeBytes' },
      { count: bytes, size: figure(bytes, 0) },
    );
  }
  const [value, id] =
    bytes < 1024 ** 2
      ? [bytes / 1024, 'clients.sizeKilobytes' as const]
      : [bytes / 1024 ** 2, 'clients.sizeMegabytes' as const];
  return words.formatMessage({ id }, { size: figure(value, value < 10 ? 1 : 0) });
}
