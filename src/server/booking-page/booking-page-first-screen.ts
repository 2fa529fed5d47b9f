import type { IntlShape } from '@formatjs/intl';
import { bookingPagePath, embedPagePath } from '../../shared/booking-links.ts';
import { logoUrl } from '../brand/logo-url.ts';
import type { Database } from '../db/database.ts';
import { bookingPageMarkup } from './booking-page-markup.ts';
import { readBookingPage, type BookingPageData } from './read-booking-page.ts';

/** What the first screen shows, read before its language is known (the business's default). */
export interface FirstScreen {
  page: BookingPageData;
  /** The embed page's (docs/decisions/0055) rather than the booking page's. */
  embedded: boolean;
}

/**
 * A business's catalogue for the server to render on its booking page
 * (`/client-access/register/?tenant=<slug>`) and inside its embed page (`/embed/?tenant=<slug>`);
 * null for any other page, and for an address no business has.
 */
export async function readFirstScreen(
  db: Database,
  url: URL,
  slug: string | null,
): Promise<FirstScreen | null> {
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const embedded = path === embedPagePath;
  if ((path !== bookingPagePath && !embedded) || slug === null) return null;
  const page = await readBookingPage(db, slug);
  return page === null ? null : { page, embedded };
}

/** The first screen's markup, in the visitor's language. */
export function firstScreenMarkup(
  { page, embedded }: FirstScreen,
  options: { words: IntlShape; apiOrigin: string },
): string {
  return String(
    bookingPageMarkup(page, {
      words: options.words,
      logoUrl: (name) => logoUrl(options.apiOrigin, name),
      embedded,
    }),
  );
}
