import { Badge, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MissingRecordPanel } from '@/components/missing-record-panel';
import { RecordFrame } from '@/components/record-frame';
import { requireFound } from '@/components/require-found';
import { ScreenHeader } from '@/components/screen-header';
import { SectionTabs } from '@/components/section-tabs';
import { TabLink } from '@/components/tab-link';
import { BackLink } from '@/components/text-link';
import { BalanceText, creditsLabel } from '@/features/clients/balance-text';
import { clientQuery, type ClientRecord } from '@/features/clients/queries';
import { requireRecordId } from '@/features/data/record-id';
import { useMembership } from '@/features/tenancy/use-tenant';

export const Route = createFileRoute('/t/_shell/clients/$clientId')({
  // Before any loader of the tabs below runs: a malformed id sends no request at all.
  beforeLoad: ({ params }) => requireRecordId(params.clientId),
  loader: async ({ context, params }) =>
    requireFound(
      await context.queryClient.ensureQueryData(
        clientQuery(context.supabase, context.membership.tenant.id, params.clientId),
      ),
    ),
  notFoundComponent: () => <MissingRecordPanel what="client" back={allClients} />,
  component: ClientDetail,
});

const allClients = <BackLink to="/t/clients/">All clients</BackLink>;

const clientTabs = [
  { to: '/t/clients/$clientId/overview/', label: 'Overview' },
  { to: '/t/clients/$clientId/transactions/', label: 'Transactions' },
  { to: '/t/clients/$clientId/notes/', label: 'Notes' },
  { to: '/t/clients/$clientId/enrollments/', label: 'Enrollments' },
  { to: '/t/clients/$clientId/documents/', label: 'Documents' },
  { to: '/t/clients/$clientId/messages/', label: 'Messages' },
] as const;

function ClientDetail() {
  const { clientId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data } = useSuspenseQuery(clientQuery(supabase, tenant.id, clientId));
  return (
    <RecordFrame what="client" back={allClients} record={data}>
      {(client) => <ClientScreen client={client} />}
    </RecordFrame>
  );
}

function ClientScreen({ client }: { client: ClientRecord }) {
  const { clientId } = Route.useParams();
  const { tenant } = useMembership();
  return (
    <>
      <ScreenHeader title={client.full_name}>
        <Stack gap={4} component="span">
          <Group gap="xs" component="span">
            <Badge variant="dot" color={client.status === 'active' ? 'green' : 'gray'}>
              {client.status === 'active' ? 'Active' : 'Archived'}
            </Badge>
            {client.user_id && (
              <Badge variant="dot" color="indigo">
                Has a portal account
              </Badge>
            )}
            {client.tags.map((tag) => (
              <Badge key={tag} variant="outline">
                {tag}
              </Badge>
            ))}
          </Group>
          <Group gap="md" component="span">
            <Text component="span" size="sm" style={{ wordBreak: 'break-all' }}>
              {[client.email, client.phone].filter(Boolean).join(' · ') || 'No contact details'}
            </Text>
            <BalanceText
              size="sm"
              minor={client.balance_minor}
              currency={tenant.currency}
              locale={tenant.locale}
            />
            <Text component="span" size="sm">
              Credits: {creditsLabel(client.credits_remaining, client.has_pass)}
            </Text>
          </Group>
        </Stack>
      </ScreenHeader>
      <SectionTabs label="Client sections">
        {clientTabs.map(({ to, label }) => (
          <TabLink key={to} to={to} params={{ clientId }}>
            {label}
          </TabLink>
        ))}
      </SectionTabs>
      <Outlet />
    </>
  );
}
