import type { Words } from '@shared/i18n/words.ts';
import { productName } from '../product-name';

/** The document's title: a screen's title, then the product's name ("Clients · Booking Platform"). */
export function documentTitle(title: string, words: Words): string {
  return words.formatMessage({ id: 'common.documentTitle' }, { title, product: productName });
}
