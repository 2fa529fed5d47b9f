import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { TextLink } from '@/components/text-link';
import { HistoryTab, prefetchTrail } from '@/features/audit/history-tab';
import { useMembership } from '@/features/tenancy/use-tenant';

// A client's own trail (issue 38, point 3): every change to them, their notes, places,
// check-ins, payments, documents and membership, newest first. Owners and admins only, as the
// trail's view lets.
export const Route = createFileRoute('/t/_shell/clients/$clientId/history/')({
  loader: ({ context, params }) =>
    prefetchTrail(context, { tenantId: context.membership.tenant.id, clientId: params.clientId }),
  component: ClientHistory,
});

function ClientHistory() {
  const intl = useIntl();
  const { clientId } = Route.useParams();
  const { tenant } = useMembership();
  return (
    <HistoryTab
      ask={{ tenantId: tenant.id, clientId }}
      intro={intl.formatMessage({ id: 'audit.clientHistoryIntro' })}
      empty={intl.formatMessage({ id: 'audit.clientHistoryEmpty' })}
      showClient={false}
    >
      <Text size="sm">
        <TextLink to="/t/activity/" search={{ client: clientId }}>
          {intl.formatMessage({ id: 'audit.openInActivity' })}
        </TextLink>
      </Text>
    </HistoryTab>
  );
}
