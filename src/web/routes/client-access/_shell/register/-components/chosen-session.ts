import type { Words } from '@shared/i18n/words.ts';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ClientArea } from '@/features/client-profile/require-client-area';
import { useClientArea } from '@/features/client-profile/use-client-area';
import { clientCreditsQuery } from '@/features/clients/queries';
import { paymentWaysQuery } from '@/features/payments/queries';
import type { BookedPayment, BookedPlace } from '@/features/registration/booked-place';
import { cancellationTerms } from '@/features/registration/cancellation-terms';
import type { OwnPlace } from '@/features/registration/own-place';
import {
  offerQuery,
  offeredPlansQuery,
  openSessionQuery,
  ownMembershipsQuery,
  ownPlaceQuery,
  type BookingPolicy,
  type OfferedOption,
  type OfferedService,
  type OpenSession,
} from '@/features/registration/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import type { Tenant } from '@/features/tenancy/queries';
import type { RouterContext } from '@/router-context';

/** For the loaders: fetches what useChosenSession reads, so the screen shows at once. */
export function loadChosenSession(context: RouterContext & ClientArea, bookingId: string) {
  const { business, profile, queryClient, supabase } = context;
  if (business === null) return Promise.resolve([]);
  return Promise.all([
    queryClient.ensureQueryData(offerQuery(supabase, business.id)),
    queryClient.ensureQueryData(openSessionQuery(supabase, business.id, bookingId)),
    queryClient.ensureQueryData(paymentWaysQuery(supabase, business.id)),
    queryClient.ensureQueryData(offeredPlansQuery(supabase, business.id)),
    profile && queryClient.ensureQueryData(ownMembershipsQuery(supabase, business.id, profile.id)),
    profile &&
      queryClient.ensureQueryData(ownPlaceQuery(supabase, business.id, profile.id, bookingId)),
    profile && queryClient.ensureQueryData(clientCreditsQuery(supabase, business.id, profile.id)),
  ]);
}

/**
 * The session a group-options link names, with its service, the client's place, credits and
 * memberships, and the plans on sale; or
 * why it cannot be booked from here. The catalogue holds only sessions still open (scheduled,
 * upcoming, of an active class), so a session that has started, was cancelled or is another
 * business's is simply not found. A visitor or newcomer has no place and no credits; the place
 * and credits are read without suspending, so the screen stays while a newcomer becomes a client.
 */
export function useChosenSession(tenantId: string, serviceId: string, bookingId: string) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { profile } = useClientArea();
  const clientId = profile?.id ?? '';
  const { data: offer } = useSuspenseQuery(offerQuery(supabase, tenantId));
  const { data: session } = useSuspenseQuery(openSessionQuery(supabase, tenantId, bookingId));
  const place =
    useQuery({
      ...ownPlaceQuery(supabase, tenantId, clientId, bookingId),
      enabled: profile !== null,
    }).data ?? null;
  const credits =
    useQuery({ ...clientCreditsQuery(supabase, tenantId, clientId), enabled: profile !== null })
      .data ?? [];
  const { data: plans } = useSuspenseQuery(offeredPlansQuery(supabase, tenantId));
  const memberships =
    useQuery({ ...ownMembershipsQuery(supabase, tenantId, clientId), enabled: profile !== null })
      .data ?? [];
  const service = offer.services.find(
    (candidate) => candidate.id === serviceId && candidate.kind === 'group',
  );
  if (!session || !service || session.service_id !== service.id) {
    return { ok: false as const, problem: 'register.sessionNotOpen' as const };
  }
  return {
    ok: true as const,
    service,
    session,
    place,
    credits,
    memberships,
    plans,
    policy: offer.policy,
  };
}

/** A session chosen from the catalogue, with its service and the business's policy. */
export interface ChosenSession {
  service: OfferedService;
  session: OpenSession;
  policy: BookingPolicy;
}

/**
 * The cancellation policy of a place in the session paid with the option (or a membership's
 * class, given back as a credit is), in words; without a price when the option is no longer
 * offered.
 */
export function sessionTerms(
  chosen: ChosenSession,
  tenant: Tenant,
  option: OfferedOption | 'membership' | undefined,
  words: Words,
) {
  const credit = option === 'membership' || option?.kind === 'pack' || option?.kind === 'pass';
  return cancellationTerms(
    {
      startsAt: chosen.session.starts_at,
      windowMinutes:
        chosen.service.cancellation_window_minutes ?? chosen.policy.cancellation_window_minutes,
      feeMinor: chosen.policy.late_cancel_fee_minor,
      currency: tenant.currency,
      zone: tenant.time_zone,
      returns: credit ? 'credit' : 'money',
      priceMinor: option === 'membership' ? 0 : (option?.price_minor ?? 0),
    },
    words,
  ).join(' ');
}

/** The summary's first rows, whichever way the place is paid: what, when, and the teacher. */
export function sessionRows(
  chosen: ChosenSession,
  tenant: Tenant,
  words: Words,
): [term: string, detail: string][] {
  const { service, session } = chosen;
  return [
    [words.formatMessage({ id: 'register.what' }), service.name],
    [
      words.formatMessage({ id: 'register.when' }),
      formatDateTime(session.starts_at, tenant.time_zone, words.locale),
    ],
    [
      words.formatMessage({ id: 'register.teacher' }),
      session.staff_name ?? words.formatMessage({ id: 'register.toBeConfirmed' }),
    ],
  ];
}

/** A place just taken in the session (or its waitlist joined), as the confirmation tells it. */
export function bookedInSession(
  chosen: ChosenSession,
  tenant: Tenant,
  taken: {
    place: Pick<OwnPlace, 'id' | 'status' | 'waitlist_position'>;
    option: OfferedOption | 'membership' | undefined;
  },
  payment: BookedPayment | null,
  words: Words,
): BookedPlace {
  const { service, session } = chosen;
  return {
    place: taken.place,
    kind: 'session',
    what: service.name,
    startsAt: session.starts_at,
    endsAt: session.ends_at,
    staffName: session.staff_name,
    location: session.location,
    payment,
    cancellation: sessionTerms(chosen, tenant, taken.option, words),
    session: { serviceId: service.id, bookingId: session.id },
  };
}
