import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ClientProfile } from '@/features/client-profile/queries';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { clientCreditsQuery } from '@/features/clients/queries';
import { openSessionQuery, offerQuery } from '@/features/registration/queries';
import type { RouterContext } from '@/router-context';

/** What both group-options screens read: the catalogue, the session with the client's place, credits. */
function queries(context: RouterContext, profile: ClientProfile, bookingId: string) {
  const tenantId = profile.tenant.id;
  return [
    offerQuery(context.supabase, tenantId),
    openSessionQuery(context.supabase, tenantId, profile.id, bookingId),
    clientCreditsQuery(context.supabase, tenantId, profile.id),
  ] as const;
}

/** For the loaders: fetches what useChosenSession reads, so the screen shows at once. */
export function loadChosenSession(
  context: RouterContext & { profile: ClientProfile },
  bookingId: string,
) {
  const [offer, session, credits] = queries(context, context.profile, bookingId);
  return Promise.all([
    context.queryClient.ensureQueryData(offer),
    context.queryClient.ensureQueryData(session),
    context.queryClient.ensureQueryData(credits),
  ]);
}

/**
 * The session a group-options link names, with its service, the client's place and credits; or
 * why it cannot be booked from here. A client sees only sessions still open to them (the
 * bookings policy: scheduled, upcoming) and those they hold a place in, so a session that has
 * started, was cancelled or is another business's is simply not found.
 */
export function useChosenSession(serviceId: string, bookingId: string) {
  const context = useRouteContext({ from: '__root__' });
  const profile = useClientProfile();
  const [offerOptions, sessionOptions, creditOptions] = queries(context, profile, bookingId);
  const { data: offer } = useSuspenseQuery(offerOptions);
  const { data: chosen } = useSuspenseQuery(sessionOptions);
  const { data: credits } = useSuspenseQuery(creditOptions);
  const service = offer.services.find(
    (candidate) => candidate.id === serviceId && candidate.kind === 'group',
  );
  const { session, place } = chosen;
  if (!session || !service || session.service_id !== service.id) {
    return {
      ok: false as const,
      problem:
        'This session is not open for booking, or the link is mistyped. Choose a session from the catalogue.',
    };
  }
  return { ok: true as const, service, session, place, credits, policy: offer.policy };
}
