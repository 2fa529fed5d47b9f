import { useRouteContext } from '@tanstack/react-router';
import type { Tenant } from '../tenancy/queries';
import type { ClientArea } from './require-client-area';

/** Who is here and which business the client area shows (require-client-area.ts). */
export function useClientArea(): ClientArea {
  return useRouteContext({
    from: '/client-access/_shell',
    select: ({ userId, profile, business, unknownSlug }) => ({
      userId,
      profile,
      business,
      unknownSlug,
    }),
  });
}

/**
 * The business whose booking page this is. The booking screens render their parts only once a
 * business is known (they show a search or a link problem otherwise), so it is never missing.
 */
export function useBookingBusiness(): Tenant {
  const business = useRouteContext({
    from: '/client-access/_shell',
    select: (context) => context.business,
  });
  if (business === null) throw new Error('The booking page has no business to show.');
  return business;
}
