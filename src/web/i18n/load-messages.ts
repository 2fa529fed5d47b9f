import type { Locale } from '@shared/i18n/locales.ts';
import { areaMessages, type Area, type Messages } from '@shared/i18n/message-ids.ts';

// The SPA downloads only the language it shows (issue 34, point 6): Vite makes each catalogue
// file a chunk of its own, and only these are fetched, when the app starts.

/** The areas of the catalogue the SPA's screens use; the rest are the server's pages'. */
export const spaAreas = ['offer', 'settings'] as const satisfies readonly Area[];

// Vite needs the pattern written out: it names spaAreas' files (a missing one fails to load).
const catalogues = import.meta.glob<Record<string, string>>(
  '../../shared/i18n/messages/*/{offer,settings}.ts',
  { import: 'default' },
);

/** The SPA's messages in `locale`, fetched. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const loaded = await Promise.all(
    spaAreas.map(async (area) => {
      const load = catalogues[`../../shared/i18n/messages/${locale}/${area}.ts`];
      if (load === undefined) throw new Error(`The ${locale} catalogue has no ${area} file.`);
      return areaMessages(area, await load());
    }),
  );
  return Object.assign({}, ...loaded) as Messages;
}
