import { Divider, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ScreenHeader } from '@/components/screen-header';
import { AccountSection } from '@/features/auth/account-section';
import { clientProfilesQuery } from '@/features/client-profile/queries';
import { BusinessesSection } from './-components/settings/businesses-section';
import { MessagesSection } from './-components/settings/messages-section';
import { CalendarSection } from './-components/settings/calendar-section';
import { ProfileSection } from './-components/settings/profile-section';
import { SavedCardsSection } from './-components/settings/saved-cards-section';
import { signedInClient } from '@/features/client-profile/signed-in-client';

export const Route = createFileRoute('/client-access/_shell/settings')({
  beforeLoad: ({ context }) => signedInClient(context),
  loader: ({ context: { queryClient, supabase, userId } }) =>
    queryClient.ensureQueryData(clientProfilesQuery(supabase, userId)),
  component: ClientSettings,
});

function ClientSettings() {
  const intl = useIntl();
  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'client-area.settingsTitle' })}>
        {intl.formatMessage({ id: 'client-area.settingsIntro' })}
      </ScreenHeader>
      <Stack gap={48} maw={760}>
        <ProfileSection />
        <Divider />
        <MessagesSection />
        <Divider />
        <BusinessesSection />
        <Divider />
        <CalendarSection />
        <Divider />
        <SavedCardsSection />
        <AccountSection returnPath="/client-access/settings">
          {intl.formatMessage({ id: 'client-area.accountNote' })}
        </AccountSection>
      </Stack>
    </>
  );
}
