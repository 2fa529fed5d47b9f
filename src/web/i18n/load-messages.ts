import type { Locale } from '@shared/i18n/locales.ts';
import { catalogueMessages, type Catalogue, type Messages } from '@shared/i18n/message-ids.ts';

// The SPA downloads only the language it shows (issue 34, point 6): each language's index is
// one chunk with all its areas, fetched when the app starts or the person changes language.
const catalogues = import.meta.glob<Catalogue>('../../shared/i18n/messages/*/index.ts', {
  import: 'default',
});

/** The messages of `locale`, fetched. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogues[`../../shared/i18n/messages/${locale}/index.ts`];
  if (load === undefined) throw new Error(`There is no ${locale} catalogue.`);
  return catalogueMessages(await load());
}
