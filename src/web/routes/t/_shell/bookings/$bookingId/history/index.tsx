import { Alert, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import { auditTrailQuery } from '@/features/audit/queries';
import { TrailEntryList } from '@/features/audit/trail-entry-list';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';

// A session's own trail (issue 38, point 3): every change to it, its places, their check-ins
// and the payments for them, newest first. Owners and admins only, as the trail's view lets.
export const Route = createFileRoute('/t/_shell/bookings/$bookingId/history/')({
  loader: ({ context, params }) => {
    const { queryClient, supabase, membership } = context;
    if (!may(membership.role, 'read_audit_trail')) return;
    return queryClient.prefetchInfiniteQuery(
      auditTrailQuery(supabase, { tenantId: membership.tenant.id, bookingId: params.bookingId }),
    );
  },
  component: BookingHistory,
});

function BookingHistory() {
  const intl = useIntl();
  const { bookingId } = Route.useParams();
  const { tenant, role } = useMembership();
  return (
    <Stack gap="lg">
      <SectionHeader title={intl.formatMessage({ id: 'audit.historyTitle' })}>
        {intl.formatMessage({ id: 'audit.bookingHistoryIntro' })}
      </SectionHeader>
      {may(role, 'read_audit_trail') ? (
        <TrailEntryList
          ask={{ tenantId: tenant.id, bookingId }}
          empty={intl.formatMessage({ id: 'audit.bookingHistoryEmpty' })}
          showSession={false}
        />
      ) : (
        <Alert color="blue" variant="light" maw={760}>
          {intl.formatMessage({ id: 'audit.adminOnly' }, { business: tenant.name })}
        </Alert>
      )}
    </Stack>
  );
}
