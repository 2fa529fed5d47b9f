import { SimpleGrid, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import { clientCreditsQuery, clientPlacesQuery } from '@/features/clients/queries';
import { ClientCredits } from './-components/client-credits';
import { ProfileForm } from './-components/profile-form';
import { UpcomingPlaces } from './-components/upcoming-places';

export const Route = createFileRoute('/t/_shell/clients/$clientId/overview/')({
  loader: ({ context, params }) => {
    const tenantId = context.membership.tenant.id;
    return Promise.all([
      context.queryClient.ensureQueryData(
        clientCreditsQuery(context.supabase, tenantId, params.clientId),
      ),
      context.queryClient.ensureQueryData(
        clientPlacesQuery(context.supabase, tenantId, params.clientId, 'upcoming', 10),
      ),
    ]);
  },
  component: ClientOverview,
});

function ClientOverview() {
  const intl = useIntl();
  const { clientId } = Route.useParams();
  return (
    <Stack gap="xl">
      <SectionHeader title={intl.formatMessage({ id: 'clients.overviewTitle' })}>
        {intl.formatMessage({ id: 'clients.overviewIntro' })}
      </SectionHeader>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <ProfileForm clientId={clientId} />
        <Stack gap="xl">
          <ClientCredits clientId={clientId} />
          <UpcomingPlaces clientId={clientId} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
