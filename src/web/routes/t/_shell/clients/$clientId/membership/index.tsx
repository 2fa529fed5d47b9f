import { Alert, Group, Stack, Text } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import { clientQuery } from '@/features/clients/queries';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import {
  clientSubscriptionsQuery,
  plansQuery,
  subscriptionHistoryQuery,
} from '@/features/memberships/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { SellPlanButton } from './-components/sell-plan-button';
import { SubscriptionCard } from './-components/subscription-card';

export const Route = createFileRoute('/t/_shell/clients/$clientId/membership/')({
  loader: ({ context, params }) => {
    const { queryClient, supabase, membership } = context;
    const tenantId = membership.tenant.id;
    return Promise.all([
      queryClient.ensureQueryData(clientSubscriptionsQuery(supabase, tenantId, params.clientId)),
      queryClient.ensureQueryData(plansQuery(supabase, tenantId)),
    ]);
  },
  component: ClientMembership,
});

function ClientMembership() {
  const intl = useIntl();
  const { clientId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const { data: client } = useSuspenseQuery(clientQuery(supabase, tenant.id, clientId));
  const { data: subscriptions } = useSuspenseQuery(
    clientSubscriptionsQuery(supabase, tenant.id, clientId),
  );
  const { data: plans } = useSuspenseQuery(plansQuery(supabase, tenant.id));
  // The periods and freezes come after the cards, so a long history never holds the tab up.
  const { data: history, error: historyError } = useQuery(
    subscriptionHistoryQuery(supabase, tenant.id, clientId),
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <SectionHeader title={intl.formatMessage({ id: 'memberships.clientTitle' })}>
          {intl.formatMessage({ id: 'memberships.clientIntro' })}
        </SectionHeader>
        {may(role, 'manage_plans') && (
          <SellPlanButton clientId={clientId} clientName={client?.full_name ?? ''} plans={plans} />
        )}
      </Group>
      {subscriptions.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage({ id: 'memberships.clientNone' })}</Text>
      ) : (
        <>
          <ZoneNoteText zone={tenant.time_zone} />
          {historyError && (
            <Alert color="red" role="alert">
              {intl.formatMessage({ id: 'memberships.historyNotLoaded' })}
            </Alert>
          )}
          {subscriptions.map((subscription) => (
            <SubscriptionCard
              key={subscription.id}
              subscription={subscription}
              plans={plans}
              history={history?.find((entry) => entry.id === subscription.id)}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
