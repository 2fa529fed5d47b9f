import type { Database } from '../db/database.ts';
import { withRequestRole } from '../db/with-request-role.ts';
import type { BookingLink } from '../../shared/booking-links.ts';
import type { LinkPreview } from './preview-tags.ts';

/**
 * What a booking link shows in a preview, from app.link_preview (public catalogue data only),
 * or null when it names no business the database knows. Run as service_role, the only role
 * that may call it: it answers the server, never a caller of the data API.
 */
export async function readLinkPreview(
  db: Database,
  link: BookingLink,
): Promise<LinkPreview | null> {
  if (link.slug === null && link.serviceId === null && link.bookingId === null) return null;
  const { rows } = await withRequestRole(
    db,
    // For whoever opens the link: bounded as anon, as the page's own reads are.
    { role: 'service_role', claims: { role: 'service_role' }, readOnly: true, timeLimitOf: 'anon' },
    (tx) =>
      tx.query<{ preview: LinkPreview | null }>('select app.link_preview($1, $2, $3) as preview', [
        link.slug,
        link.serviceId,
        link.bookingId,
      ]),
  );
  return rows[0]?.preview ?? null;
}
