import { Alert, Divider, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScreenHeader } from '@/components/screen-header';
import { TextLink } from '@/components/text-link';
import { webhookEndpointsQuery } from '@/features/webhooks/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { AddEndpointSection } from './-components/add-endpoint-section';
import { EndpointsSection } from './-components/endpoints-section';

// Settings › Webhooks (issue 38, point 1): the addresses of the business's other tools that
// are told, signed, of its bookings, places, clients, payments, messages and memberships as
// they happen; each endpoint's own page has its secret, test ping and delivery log. Owners and
// admins only; anyone else reads why. Its words: messages/<locale>/webhooks.ts.
export const Route = createFileRoute('/t/_shell/settings/webhooks/')({
  loader: async ({ context }) => {
    const { queryClient, supabase, membership } = context;
    if (!may(membership.role, 'manage_webhooks')) return;
    await queryClient.ensureQueryData(webhookEndpointsQuery(supabase, membership.tenant.id));
  },
  component: WebhookSettings,
});

function WebhookSettings() {
  const { formatMessage } = useIntl();
  const { tenant, role } = useMembership();
  return (
    <>
      <ScreenHeader title={formatMessage({ id: 'webhooks.title' })}>
        <FormattedMessage
          id="webhooks.intro"
          values={{
            business: tenant.name,
            link: (chunks) => <TextLink to="/t/settings">{chunks}</TextLink>,
          }}
        />
      </ScreenHeader>
      {may(role, 'manage_webhooks') ? (
        <Stack gap={48} maw={1100}>
          <EndpointsSection />
          <Divider />
          <AddEndpointSection />
        </Stack>
      ) : (
        <Alert
          color="blue"
          variant="light"
          title={formatMessage({ id: 'webhooks.adminOnlyTitle' })}
          maw={760}
        >
          <FormattedMessage id="webhooks.adminOnly" values={{ business: tenant.name }} />
        </Alert>
      )}
    </>
  );
}
