import { Alert, Divider, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScreenHeader } from '@/components/screen-header';
import { TextLink } from '@/components/text-link';
import { messageWordingQuery, notificationSettingsQuery } from '@/features/notifications/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { MessageWordingSection } from './-components/message-wording-section';
import { NotificationChoicesForm } from './-components/notification-choices-form';

// Settings › Notifications (issue 18, point 4): what the business's clients are sent, when,
// from whom and in which words, in each language. Owners only, as the business's other settings
// are. Its words: messages/<locale>/notifications.ts.
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
  const { formatMessage } = useIntl();
  const { tenant, role } = useMembership();
  const owner = may(role, 'manage_settings');
  return (
    <>
      <ScreenHeader title={formatMessage({ id: 'notifications.title' })}>
        <FormattedMessage
          id="notifications.intro"
          values={{
            business: tenant.name,
            link: (chunks) => <TextLink to="/t/settings">{chunks}</TextLink>,
          }}
        />
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
        <Alert
          color="blue"
          variant="light"
          title={formatMessage({ id: 'notifications.ownerOnlyTitle' })}
          maw={760}
        >
          <FormattedMessage id="notifications.ownerOnly" values={{ business: tenant.name }} />
        </Alert>
      )}
    </>
  );
}
