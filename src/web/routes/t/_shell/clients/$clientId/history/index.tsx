import { Alert, Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import { TextLink } from '@/components/text-link';
import { auditTrailQuery } from '@/features/audit/queries';
import { TrailEntryList } from '@/features/audit/trail-entry-list';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';

// A client's own trail (issue 38, point 3): every change to them, their notes, places,
// check-ins, payments, documents and membership, newest first. Owners and admins only, as the
// trail's view lets.
export const Route = createFileRoute('/t/_shell/clients/$clientId/history/')({
  loader: ({ context, params }) => {
    const { queryClient, supabase, membership } = context;
    if (!may(membership.role, 'read_audit_trail')) return;
    return queryClient.prefetchInfiniteQuery(
      auditTrailQuery(supabase, { tenantId: membership.tenant.id, clientId: params.clientId }),
    );
  },
  component: ClientHistory,
});

function ClientHistory() {
  const intl = useIntl();
  const { clientId } = Route.useParams();
  const { tenant, role } = useMembership();
  return (
    <Stack gap="lg">
      <SectionHeader title={intl.formatMessage({ id: 'audit.historyTitle' })}>
        {intl.formatMessage({ id: 'audit.clientHistoryIntro' })}
      </SectionHeader>
      {may(role, 'read_audit_trail') ? (
        <>
          <Text size="sm">
            <TextLink to="/t/activity/" search={{ client: clientId }}>
              {intl.formatMessage({ id: 'audit.openInActivity' })}
            </TextLink>
          </Text>
          <TrailEntryList
            ask={{ tenantId: tenant.id, clientId }}
            empty={intl.formatMessage({ id: 'audit.clientHistoryEmpty' })}
            showClient={false}
          />
        </>
      ) : (
        <Alert color="blue" variant="light" maw={760}>
          {intl.formatMessage({ id: 'audit.adminOnly' }, { business: tenant.name })}
        </Alert>
      )}
    </Stack>
  );
}
