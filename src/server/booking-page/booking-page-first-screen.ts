import { bookingPagePath, embedPagePath } from '../../shared/booking-links.ts';
import { logoUrl } from '../brand/logo-url.ts';
import type { Database } from '../db/database.ts';
import { bookingPageMarkup } from './booking-page-markup.ts';
import { readBookingPage } from './read-booking-page.ts';

/**
 * The server's markup of a business's catalogue, on its booking page
 * (`/client-access/register/?tenant=<slug>`) and inside its embed page (`/embed/?tenant=<slug>`,
 * docs/decisions/0055); null for any other page, and for an address no business has.
 */
export async function bookingPageFirstScreen(
  db: Database,
  url: URL,
  slug: string | null,
  options: { locale: string | undefined; apiOrigin: string },
): Promise<string | null> {
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const embedded = path === embedPagePath;
  if ((path !== bookingPagePath && !embedded) || slug === null) return null;
  const page = await readBookingPage(db, slug);
  if (page === null) return null;
  return String(
    bookingPageMarkup(page, {
      locale: options.locale,
      logoUrl: (name) => logoUrl(options.apiOrigin, name),
      embedded,
    }),
  );
}
