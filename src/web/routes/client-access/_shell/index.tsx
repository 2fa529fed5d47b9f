import { Grid, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
import { ScreenHeader } from '@/components/screen-header';
import { upcomingPlacesQuery } from '@/features/client-profile/queries';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { clientCreditsQuery, clientDocumentsQuery, clientQuery } from '@/features/clients/queries';
import { paymentWaysQuery } from '@/features/payments/queries';
import { ownMembershipsQuery } from '@/features/registration/queries';
import { DocumentsWaiting } from './-components/home/documents-waiting';
import { MembershipSummary } from './-components/home/membership-summary';
import { MoneySummary } from './-components/home/money-summary';
import { UpcomingBookings } from './-components/home/upcoming-bookings';
import { signedInClient } from '@/features/client-profile/signed-in-client';

export const Route = createFileRoute('/client-access/_shell/')({
  beforeLoad: ({ context }) => signedInClient(context),
  loader: ({ context: { queryClient, supabase, profile } }) =>
    Promise.all([
      queryClient.ensureQueryData(upcomingPlacesQuery(supabase, profile.tenant.id, profile.id)),
      queryClient.ensureQueryData(clientQuery(supabase, profile.tenant.id, profile.id)),
      queryClient.ensureQueryData(clientCreditsQuery(supabase, profile.tenant.id, profile.id)),
      queryClient.ensureQueryData(clientDocumentsQuery(supabase, profile.tenant.id, profile.id)),
      queryClient.ensureQueryData(paymentWaysQuery(supabase, profile.tenant.id)),
      queryClient.ensureQueryData(ownMembershipsQuery(supabase, profile.tenant.id, profile.id)),
    ]),
  component: ClientHome,
});

function ClientHome() {
  const intl = useIntl();
  const profile = useClientProfile();
  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'client-area.homeTitle' })}>
        {intl.formatMessage(
          { id: 'client-area.homeIntro' },
          { name: profile.full_name, business: profile.tenant.name },
        )}
      </ScreenHeader>
      <Stack gap="lg" maw={960}>
        <LinkButton to="/client-access/register/" size="md" style={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'client-area.bookButton' })}
        </LinkButton>
        <DocumentsWaiting />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <UpcomingBookings />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <MembershipSummary />
              <MoneySummary />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
