import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useRouteContext } from '@tanstack/react-router';
import { useMembership } from '../tenancy/use-tenant';
import { bookingQuery, placesQuery } from './queries';

/** The booking the detail screen is about (null when there is none), for its tabs. */
export function useBooking() {
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { bookingId } = useParams({ from: '/t/_shell/bookings/$bookingId' });
  return useSuspenseQuery(bookingQuery(supabase, tenant.id, bookingId)).data;
}

/** Every place in the booking the detail screen is about. */
export function usePlaces() {
  const { tenant } = useMembership();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { bookingId } = useParams({ from: '/t/_shell/bookings/$bookingId' });
  return useSuspenseQuery(placesQuery(supabase, tenant.id, bookingId));
}
