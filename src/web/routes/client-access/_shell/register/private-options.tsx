import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ScreenHeader } from '@/components/screen-header';
import { followLinkBusiness } from '@/features/client-profile/follow-link-business';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import { offerQuery } from '@/features/registration/queries';
import { readLinkIds, validatePrivateOptionsSearch } from '@/features/registration/register-search';
import { LinkProblem } from './-components/link-problem';
import { PrivateBooking } from './-components/private-booking';
import { ServiceHeading } from './-components/service-heading';

export const Route = createFileRoute('/client-access/_shell/register/private-options')({
  validateSearch: validatePrivateOptionsSearch,
  beforeLoad: ({ context, search, location }) =>
    followLinkBusiness(context, search.service_id, location),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(offerQuery(context.supabase, context.profile.tenant.id)),
  component: PrivateOptions,
});

function PrivateOptions() {
  const search = Route.useSearch();
  const link = readLinkIds({ service: search.service_id });
  const [booked, setBooked] = useState<string>();
  return (
    <>
      {booked ? (
        <ScreenHeader title={booked}>
          It is on your home page, where you can also cancel it.
        </ScreenHeader>
      ) : (
        <ScreenHeader title="Book a private appointment">
          Choose a length, a teacher or anyone available, a day and a free time, then check and
          confirm.
        </ScreenHeader>
      )}
      {link.ok ? (
        <ChosenService serviceId={link.ids.service} onBooked={setBooked} />
      ) : (
        <LinkProblem problem={link.problem} />
      )}
    </>
  );
}

function ChosenService({
  serviceId,
  onBooked,
}: {
  serviceId: string;
  onBooked: (heading: string) => void;
}) {
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant } = useClientProfile();
  const { data: offer } = useSuspenseQuery(offerQuery(supabase, tenant.id));
  const service = offer.services.find(
    (candidate) =>
      candidate.id === serviceId && candidate.kind === 'private' && candidate.options.length > 0,
  );
  if (service === undefined) {
    return (
      <LinkProblem problem="This private service is not offered for booking any more, or the link is mistyped. Choose a service from the catalogue." />
    );
  }
  return (
    <Stack gap="lg">
      <ServiceHeading service={service} id="service-heading" order={2} />
      <ZoneNoteText zone={tenant.time_zone} />
      <PrivateBooking
        key={service.id}
        service={service}
        policy={offer.policy}
        onBooked={onBooked}
      />
    </Stack>
  );
}
