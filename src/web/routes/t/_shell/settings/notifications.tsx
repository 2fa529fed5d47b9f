import { Alert, Divider, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '@/components/screen-header';
import { TextLink } from '@/components/text-link';
import { messageWordingQuery, notificationSettingsQuery } from '@/features/notifications/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { MessageWordingSection } from './-components/message-wording-section';
import { NotificationChoicesForm } from './-components/notification-choices-form';

// Settings › Notifications (issue 18, point 4): what the business's clients are sent, when,
// from whom and in which words. Owners only, as the business's other settings are.
export const Route = createFileRoute('/t/_shell/settings/notifications')({
  loader: async ({ context }) => {
    const { queryClient, supabase, membership } = context;
    if (!may(membership.role, 'manage_settings')) return;
    await Promise.all([
      queryClient.ensureQueryData(notificationSettingsQuery(supabase, membership.tenant.id)),
      queryClient.ensureQueryData(messageWordingQuery(supabase, membership.tenant.id)),
    ]);
  },
  component: NotificationSettings,
});

function NotificationSettings() {
  const { tenant, role } = useMembership();
  const owner = may(role, 'manage_settings');
  return (
    <>
      <ScreenHeader title="Notifications">
        The emails and text messages {tenant.name} sends its clients: which ones, when reminders go,
        who they are from and what they say. <TextLink to="/t/settings">All settings</TextLink>
      </ScreenHeader>
      {owner ? (
        <Stack gap={48} maw={1240}>
          <Stack maw={760}>
            <NotificationChoicesForm />
          </Stack>
          <Divider />
          <MessageWordingSection />
        </Stack>
      ) : (
        <Alert color="blue" variant="light" title="Notifications are for the owner" maw={760}>
          Only an owner of {tenant.name} decides which messages clients get and what they say.
        </Alert>
      )}
    </>
  );
}
