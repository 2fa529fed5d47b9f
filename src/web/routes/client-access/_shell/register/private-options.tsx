import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { paymentWaysQuery } from '@/features/payments/queries';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ScreenHeader } from '@/components/screen-header';
import { useBookingBusiness, useClientArea } from '@/features/client-profile/use-client-area';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import { offerQuery } from '@/features/registration/queries';
import { readLinkIds, validatePrivateOptionsSearch } from '@/features/registration/register-search';
import { LinkProblem } from './-components/link-problem';
import type { BookedPlace } from '@/features/registration/booked-place';
import { BookingConfirmation } from './-components/booking-confirmation';
import { PrivateBooking } from './-components/private-booking';
import { ServiceHeading } from './-components/service-heading';

export const Route = createFileRoute('/client-access/_shell/register/private-options')({
  validateSearch: validatePrivateOptionsSearch,
  loader: ({ context }) =>
    context.business === null
      ? null
      : Promise.all([
          context.queryClient.ensureQueryData(offerQuery(context.supabase, context.business.id)),
          context.queryClient.ensureQueryData(
            paymentWaysQuery(context.supabase, context.business.id),
          ),
        ]),
  component: PrivateOptions,
});

function PrivateOptions() {
  const search = Route.useSearch();
  const link = readLinkIds({ service: search.service_id });
  const { business } = useClientArea();
  // The time held while the client pays by card, then the appointment booked.
  const [held, setHeld] = useState(false);
  const [booked, setBooked] = useState<BookedPlace>();
  const intl = useIntl();
  if (booked) return <BookingConfirmation booked={booked} />;
  return (
    <>
      {held ? (
        <ScreenHeader title={intl.formatMessage({ id: 'register.payTitle' })}>
          {intl.formatMessage({ id: 'register.payIntro' })}
        </ScreenHeader>
      ) : (
        <ScreenHeader title={intl.formatMessage({ id: 'register.privateTitle' })}>
          {intl.formatMessage({ id: 'register.privateIntro' })}
        </ScreenHeader>
      )}
      {link.ok && business !== null ? (
        <ChosenService
          serviceId={link.ids.service}
          onHeld={() => setHeld(true)}
          onBooked={setBooked}
        />
      ) : (
        <LinkProblem problem={link.ok ? notOffered : link.problem} />
      )}
    </>
  );
}

const notOffered = 'register.privateNotOffered';

function ChosenService({
  serviceId,
  onHeld,
  onBooked,
}: {
  serviceId: string;
  onHeld: () => void;
  onBooked: (booked: BookedPlace) => void;
}) {
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const tenant = useBookingBusiness();
  const { data: offer } = useSuspenseQuery(offerQuery(supabase, tenant.id));
  const service = offer.services.find(
    (candidate) =>
      candidate.id === serviceId && candidate.kind === 'private' && candidate.options.length > 0,
  );
  if (service === undefined) {
    return <LinkProblem problem={notOffered} />;
  }
  return (
    <Stack gap="lg">
      <ServiceHeading service={service} id="service-heading" order={2} />
      <ZoneNoteText zone={tenant.time_zone} />
      <PrivateBooking
        key={service.id}
        service={service}
        policy={offer.policy}
        onHeld={onHeld}
        onBooked={onBooked}
      />
    </Stack>
  );
}
