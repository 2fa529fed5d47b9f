import type { Context, Hono } from 'hono';
import { embedPagePath } from '../../shared/booking-links.ts';
import type { BookingPageExtras } from '../link-preview/booking-link-preview.ts';
import { embedPageDocument, embedPageMessage } from './embed-page-document.ts';

/**
 * The embed page, `/embed/?tenant=<slug>` (docs/decisions/0055): a business's timetable and
 * prices as the server renders its booking page, for any website to frame
 * (security-headers.ts). Answered here, not by the SPA, so `npm run dev` serves it too (Vite
 * forwards the path). `extras` are the booking page's: its preview and first screen.
 */
export function registerEmbedPage(
  app: Hono,
  extras: (c: Context) => Promise<BookingPageExtras | null>,
): void {
  const answer = async (c: Context) => {
    const described = await extras(c);
    c.header('Cache-Control', 'no-cache');
    // Written in the visitor's language (Accept-Language).
    c.header('Vary', 'Accept-Language', { append: true });
    if (described === null) return c.notFound();
    if (described.firstScreen === null) {
      const tenant = c.req.query('tenant')?.trim() || null;
      const { preview, language } = described;
      const body = embedPageMessage(tenant, language);
      return c.html(
        embedPageDocument({ preview, websites: [], body, language }),
        tenant === null ? 400 : 404,
      );
    }
    return c.html(
      embedPageDocument({
        preview: described.preview,
        websites: described.frameAncestors,
        body: described.firstScreen,
        language: described.language,
      }),
    );
  };
  app.get(embedPagePath, answer);
  app.get(embedPagePath.slice(0, -1), answer);
}
