import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '@/components/screen-header';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import { placesBySession } from '@/features/registration/own-place';
import { offerQuery, openSessionsQuery } from '@/features/registration/queries';
import { GroupServiceCard } from './-components/group-service-card';
import { PrivateServiceCard } from './-components/private-service-card';

export const Route = createFileRoute('/client-access/_shell/register/')({
  loader: ({ context }) => {
    const { supabase, queryClient, profile } = context;
    return Promise.all([
      queryClient.ensureQueryData(offerQuery(supabase, profile.tenant.id)),
      queryClient.ensureQueryData(openSessionsQuery(supabase, profile.tenant.id, profile.id)),
    ]);
  },
  component: Catalogue,
});

function Catalogue() {
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { id: clientId, tenant } = useClientProfile();
  const { data: offer } = useSuspenseQuery(offerQuery(supabase, tenant.id));
  const { data: open } = useSuspenseQuery(openSessionsQuery(supabase, tenant.id, clientId));
  // A service without options cannot be paid for, so it is not offered.
  const bookable = offer.services.filter((service) => service.options.length > 0);
  const privates = bookable.filter((service) => service.kind === 'private');
  const groups = bookable.filter((service) => service.kind === 'group');
  const places = placesBySession(open.places);

  return (
    <>
      <ScreenHeader title="Book">
        What {tenant.name} offers: private sessions, where you pick a time with a teacher, and group
        classes, where you pick a session and how to pay.
      </ScreenHeader>
      <Stack gap="xl" maw={880}>
        <ZoneNoteText zone={tenant.time_zone} />
        {bookable.length === 0 && (
          <Text>{tenant.name} has nothing to book online yet. Ask them how to book.</Text>
        )}
        {privates.length > 0 && (
          <Stack component="section" aria-labelledby="private-heading" gap="md">
            <Title order={2} id="private-heading">
              Private sessions
            </Title>
            {privates.map((service) => (
              <PrivateServiceCard key={service.id} service={service} />
            ))}
          </Stack>
        )}
        {groups.length > 0 && (
          <Stack component="section" aria-labelledby="group-heading" gap="md">
            <Title order={2} id="group-heading">
              Group classes
            </Title>
            {groups.map((service) => (
              <GroupServiceCard
                key={service.id}
                service={service}
                sessions={open.sessions.filter((session) => session.service_id === service.id)}
                places={places}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}
