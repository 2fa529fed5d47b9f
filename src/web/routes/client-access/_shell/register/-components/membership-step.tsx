import { Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ScreenHeader } from '@/components/screen-header';
import { useBookingBusiness, useClientArea } from '@/features/client-profile/use-client-area';
import type { BookedPlace } from '@/features/registration/booked-place';
import { readLinkIds } from '@/features/registration/register-search';
import { BookingConfirmation } from './booking-confirmation';
import type { ClientArea } from '@/features/client-profile/require-client-area';
import type { RouterContext } from '@/router-context';
import { loadChosenSession, useChosenSession } from './chosen-session';
import { LinkProblem } from './link-problem';
import { SessionCard } from './session-card';

/** The session, with the client's memberships and the plans on sale, as the steps read it. */
export type SessionWithMemberships = Extract<ReturnType<typeof useChosenSession>, { ok: true }>;

/** For the loaders of the membership steps: the session, the memberships and the plans. */
export async function loadMembershipStep(
  context: RouterContext & ClientArea,
  search: { service_id?: string; booking_id?: string },
) {
  const link = readLinkIds({ service: search.service_id, session: search.booking_id });
  if (link.ok) await loadChosenSession(context, link.ids.session);
}

/**
 * A session booked with a membership, held or joined (issue 35): the screen's heading, the
 * session's card, the step itself, and the confirmation that replaces them once booked.
 */
export function MembershipStep({
  search,
  title,
  intro,
  children,
}: {
  search: { service_id?: string; booking_id?: string };
  title: string;
  intro: string;
  children: (chosen: SessionWithMemberships, onBooked: (booked: BookedPlace) => void) => ReactNode;
}) {
  const { business } = useClientArea();
  const link = readLinkIds({ service: search.service_id, session: search.booking_id });
  const [booked, setBooked] = useState<BookedPlace>();
  if (booked) return <BookingConfirmation booked={booked} />;
  return (
    <>
      <ScreenHeader title={title}>{intro}</ScreenHeader>
      {link.ok && business !== null ? (
        <Step serviceId={link.ids.service} bookingId={link.ids.session} onBooked={setBooked}>
          {children}
        </Step>
      ) : (
        <LinkProblem problem={link.ok ? 'register.sessionNotOpen' : link.problem} />
      )}
    </>
  );
}

function Step({
  serviceId,
  bookingId,
  onBooked,
  children,
}: {
  serviceId: string;
  bookingId: string;
  onBooked: (booked: BookedPlace) => void;
  children: Parameters<typeof MembershipStep>[0]['children'];
}) {
  const tenant = useBookingBusiness();
  const chosen = useChosenSession(tenant.id, serviceId, bookingId);
  if (!chosen.ok) return <LinkProblem problem={chosen.problem} />;
  return (
    <Stack gap="lg" maw={680}>
      <SessionCard
        session={chosen.session}
        place={chosen.place}
        waitlistOpen={chosen.policy.waitlist_enabled}
      />
      {children(chosen, onBooked)}
    </Stack>
  );
}
