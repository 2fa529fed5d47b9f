import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { HistoryTab, prefetchTrail } from '@/features/audit/history-tab';
import { useMembership } from '@/features/tenancy/use-tenant';

// A session's own trail (issue 38, point 3): every change to it, its places, their check-ins
// and the payments for them, newest first. Owners and admins only, as the trail's view lets.
export const Route = createFileRoute('/t/_shell/bookings/$bookingId/history/')({
  loader: ({ context, params }) =>
    prefetchTrail(context, { tenantId: context.membership.tenant.id, bookingId: params.bookingId }),
  component: BookingHistory,
});

function BookingHistory() {
  const intl = useIntl();
  const { bookingId } = Route.useParams();
  const { tenant } = useMembership();
  return (
    <HistoryTab
      ask={{ tenantId: tenant.id, bookingId }}
      intro={intl.formatMessage({ id: 'audit.bookingHistoryIntro' })}
      empty={intl.formatMessage({ id: 'audit.bookingHistoryEmpty' })}
      showSession={false}
    />
  );
}
