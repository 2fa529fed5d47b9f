// The public links of a business's booking page (issue 19): built by the staff screens (copy a
// link, the embed snippet, the QR code) and read by the server when it answers a link preview,
// so that both agree on one shape. The paths are the client area's register screens; `tenant`
// names the business, as the sign-up link always has.

import { isUuid } from './uuid.ts';

export const bookingPagePath = '/client-access/register/';
export const privateOptionsPath = '/client-access/register/private-options';
export const groupOptionsPath = '/client-access/register/group-options/';
/** The page another site puts in an iframe; the only framable page (security-headers.ts). */
export const embedPagePath = '/embed/';
/** The script a site includes beside that iframe to fit its height to the page inside. */
export const embedScriptPath = '/embed.js';

const withSearch = (origin: string, path: string, search: Record<string, string>) =>
  `${origin}${path}?${new URLSearchParams(search).toString()}`;

/** The business's booking page: its catalogue. */
export function bookingPageUrl(origin: string, slug: string): string {
  return withSearch(origin, bookingPagePath, { tenant: slug });
}

/**
 * One service: a private one opens at choosing its time, a group one at the catalogue scrolled
 * to its sessions (the `#service-<id>` card).
 */
export function serviceLinkUrl(
  origin: string,
  slug: string,
  service: { id: string; kind: 'private' | 'group' | (string & {}) },
): string {
  return service.kind === 'private'
    ? withSearch(origin, privateOptionsPath, { tenant: slug, service_id: service.id })
    : `${withSearch(origin, bookingPagePath, { tenant: slug, service: service.id })}#service-${service.id}`;
}

/** One group session: opens at choosing how to pay for it. */
export function sessionLinkUrl(
  origin: string,
  slug: string,
  session: { serviceId: string; bookingId: string },
): string {
  return withSearch(origin, groupOptionsPath, {
    tenant: slug,
    service_id: session.serviceId,
    booking_id: session.bookingId,
  });
}

export function embedPageUrl(origin: string, slug: string): string {
  return withSearch(origin, embedPagePath, { tenant: slug });
}

export interface BookingLink {
  slug: string | null;
  serviceId: string | null;
  bookingId: string | null;
}

const slugShape = /^[a-z0-9][a-z0-9-]{0,62}$/;
const idOf = (value: string | null) =>
  value !== null && isUuid(value) ? value.toLowerCase() : null;

/**
 * What a booking link points at, from the path and search of a request, or null when the path
 * is not one of the booking page's. Malformed ids and slugs read as absent, so a preview falls
 * back to the business's, or to the product's.
 */
export function readBookingLink(path: string, search: URLSearchParams): BookingLink | null {
  const page = path.endsWith('/') ? path : `${path}/`;
  const bookingPages = [bookingPagePath, `${privateOptionsPath}/`, groupOptionsPath, embedPagePath];
  // group-options/ and group-options/<option id>: the same session, before and after choosing.
  if (!bookingPages.includes(page) && !page.startsWith(groupOptionsPath)) return null;
  const tenant = search.get('tenant');
  return {
    slug: tenant !== null && slugShape.test(tenant) ? tenant : null,
    serviceId: idOf(search.get('service_id') ?? search.get('service')),
    bookingId: idOf(search.get('booking_id')),
  };
}
