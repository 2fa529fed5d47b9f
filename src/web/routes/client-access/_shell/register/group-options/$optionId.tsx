import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ScreenHeader } from '@/components/screen-header';
import { useBookingBusiness, useClientArea } from '@/features/client-profile/use-client-area';
import type { BookedPlace } from '@/features/registration/booked-place';
import type { OwnPlace } from '@/features/registration/own-place';
import { choiceFor } from '@/features/registration/payment-choices';
import { readLinkIds, validateGroupOptionsSearch } from '@/features/registration/register-search';
import { BookingConfirmation } from '../-components/booking-confirmation';
import { loadChosenSession, useChosenSession } from '../-components/chosen-session';
import { GroupConfirmation } from '../-components/group-confirmation';
import { LinkProblem } from '../-components/link-problem';
import { SessionCard } from '../-components/session-card';

export const Route = createFileRoute('/client-access/_shell/register/group-options/$optionId')({
  validateSearch: validateGroupOptionsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params }) => {
    const link = readLinkIds({
      service: deps.service_id,
      session: deps.booking_id,
      option: params.optionId,
    });
    if (link.ok) await loadChosenSession(context, link.ids.session);
  },
  component: GroupOptionConfirmation,
});

function GroupOptionConfirmation() {
  const search = Route.useSearch();
  const { optionId } = Route.useParams();
  const { business } = useClientArea();
  const link = readLinkIds({
    service: search.service_id,
    session: search.booking_id,
    option: optionId,
  });
  const [booked, setBooked] = useState<BookedPlace>();
  const intl = useIntl();
  if (booked) return <BookingConfirmation booked={booked} />;
  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'register.confirmTitle' })}>
        {intl.formatMessage({ id: 'register.confirmIntro' })}
      </ScreenHeader>
      {link.ok && business !== null ? (
        <Summary
          serviceId={link.ids.service}
          bookingId={link.ids.session}
          optionId={link.ids.option}
          onBooked={setBooked}
        />
      ) : (
        <LinkProblem problem={link.ok ? 'register.sessionNotOpen' : link.problem} />
      )}
    </>
  );
}

function Summary({
  onBooked,
  ...ids
}: {
  serviceId: string;
  bookingId: string;
  optionId: string;
  onBooked: (booked: BookedPlace) => void;
}) {
  const tenant = useBookingBusiness();
  const chosen = useChosenSession(tenant.id, ids.serviceId, ids.bookingId);
  // The place a card payment holds, which the session card shows before the client's own places
  // are read again (a newcomer's are not read at all until the next screen).
  const [held, setHeld] = useState<OwnPlace | null>(null);
  if (!chosen.ok) return <LinkProblem problem={chosen.problem} />;
  const { service, session, place, credits, policy } = chosen;
  const choice = choiceFor(ids.optionId, service.options, credits);
  return (
    <Stack gap="lg" maw={680}>
      <SessionCard session={session} place={place ?? held} waitlistOpen={policy.waitlist_enabled} />
      {choice ? (
        <GroupConfirmation
          chosen={chosen}
          place={place}
          choice={choice}
          onHeld={setHeld}
          onBooked={onBooked}
        />
      ) : (
        <LinkProblem problem="register.wayNotOffered" />
      )}
    </Stack>
  );
}
