import { readBookingLink } from '../../shared/booking-links.ts';
import { logoUrl } from '../brand/logo-url.ts';
import { firstScreenMarkup, readFirstScreen } from '../booking-page/booking-page-first-screen.ts';
import { visitorLanguage, type VisitorLanguage } from '../booking-page/visitor-language.ts';
import type { Database } from '../db/database.ts';
import { isStatementTimeout } from '../db/statement-timeouts.ts';
import { previewFields, type PreviewFields } from './preview-tags.ts';
import { readLinkPreview } from './read-link-preview.ts';

// As the SPA's index.html says it, for links that name nothing the database knows.
const productName = 'Booking Platform';
/** Shipped with the app (src/web/public), 1200×630 as link previews want. */
const defaultImagePath = '/og-default.png';

/** What a page of the booking flow carries beyond the plain index.html. */
export interface BookingPageExtras {
  preview: PreviewFields;
  /** The business's own websites, which may show this page in a frame. */
  frameAncestors: readonly string[];
  /** The catalogue's first screen as the server renders it (docs/decisions/0036), else null. */
  firstScreen: string | null;
  /** The language the preview and the first screen are written in. */
  language: VisitorLanguage;
}

/**
 * A read the page can do without: when the database takes longer than a visitor's statement
 * timeout, the page is served as the plain app, which reads the catalogue itself, rather than
 * failing.
 */
const unlessTooSlow = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (isStatementTimeout(error)) return null;
    throw error;
  });

/**
 * The preview of a page of the booking flow and the websites that may frame it, or null for
 * every other page (which keeps the plain index.html and costs no query). Addresses are
 * absolute, as Open Graph requires: the page's from the request, a logo's from the public API
 * address. Both are in the visitor's language: Accept-Language among the product's, else the
 * business's default (visitor-language.ts). A read that runs out of time leaves the product's
 * own preview, no framing and no first screen.
 */
export async function bookingPageExtras(
  db: Database,
  requestUrl: string,
  apiExternalUrl: string | undefined,
  acceptLanguage?: string,
): Promise<BookingPageExtras | null> {
  const url = new URL(requestUrl);
  const link = readBookingLink(url.pathname, url.searchParams);
  if (link === null) return null;
  const apiOrigin = apiExternalUrl === undefined ? url.origin : new URL(apiExternalUrl).origin;
  const [preview, screen] = await Promise.all([
    unlessTooSlow(readLinkPreview(db, link)),
    unlessTooSlow(readFirstScreen(db, url, link.slug)),
  ]);
  const businessLocale = preview?.business.locale ?? screen?.page.business.locale ?? null;
  const language = visitorLanguage(acceptLanguage, businessLocale);
  return {
    preview: previewFields(preview, {
      url: url.href,
      logoUrl: (name) => logoUrl(apiOrigin, name),
      defaultImage: `${url.origin}${defaultImagePath}`,
      productName,
      words: language.words,
    }),
    frameAncestors: preview?.business.embed_origins ?? [],
    firstScreen:
      screen === null ? null : firstScreenMarkup(screen, { words: language.words, apiOrigin }),
    language,
  };
}
