import { Badge, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { MissingRecordPanel } from '@/components/missing-record-panel';
import { RecordFrame } from '@/components/record-frame';
import { requireFound } from '@/components/require-found';
import { ScreenHeader } from '@/components/screen-header';
import { SectionTabs } from '@/components/section-tabs';
import { TabLink } from '@/components/tab-link';
import { BackLink } from '@/components/text-link';
import { BalanceText, creditsLabel } from '@/features/clients/balance-text';
import { dotted } from '@/features/clients/dotted';
import { clientQuery, type ClientRecord } from '@/features/clients/queries';
import { requireRecordId } from '@/features/data/record-id';
import { may } from '@/features/tenancy/permissions';
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
  notFoundComponent: ClientNotFound,
  component: ClientDetail,
});

const allClients = (
  <BackLink to="/t/clients/">
    <FormattedMessage id="clients.allClients" />
  </BackLink>
);

function ClientNotFound() {
  const intl = useIntl();
  return (
    <MissingRecordPanel what={intl.formatMessage({ id: 'clients.nounOne' })} back={allClients} />
  );
}

const clientTabs = [
  { to: '/t/clients/$clientId/overview/', label: 'clients.tabOverview' },
  { to: '/t/clients/$clientId/transactions/', label: 'clients.tabTransactions' },
  { to: '/t/clients/$clientId/membership/', label: 'memberships.tabMembership' },
  { to: '/t/clients/$clientId/notes/', label: 'clients.tabNotes' },
  { to: '/t/clients/$clientId/enrollments/', label: 'clients.tabEnrollments' },
  { to: '/t/clients/$clientId/documents/', label: 'clients.tabDocuments' },
  { to: '/t/clients/$clientId/messages/', label: 'clients.tabMessages' },
] as const;

// The client's trail, for those who may read the business's (owners and admins).
const historyTab = { to: '/t/clients/$clientId/history/', label: 'audit.historyTitle' } as const;

function ClientDetail() {
  const intl = useIntl();
  const { clientId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data } = useSuspenseQuery(clientQuery(supabase, tenant.id, clientId));
  return (
    <RecordFrame
      what={intl.formatMessage({ id: 'clients.nounOne' })}
      back={allClients}
      record={data}
    >
      {(client) => <ClientScreen client={client} />}
    </RecordFrame>
  );
}

function ClientScreen({ client }: { client: ClientRecord }) {
  const intl = useIntl();
  const { clientId } = Route.useParams();
  const { tenant, role } = useMembership();
  const tabs = may(role, 'read_audit_trail') ? [...clientTabs, historyTab] : clientTabs;
  return (
    <>
      <ScreenHeader title={client.full_name}>
        <Stack gap={4} component="span">
          <Group gap="xs" component="span">
            <Badge variant="dot" color={client.status === 'active' ? 'green' : 'gray'}>
              {client.status === 'active'
                ? intl.formatMessage({ id: 'clients.statusActive' })
                : intl.formatMessage({ id: 'clients.statusArchived' })}
            </Badge>
            {client.user_id && (
              <Badge variant="dot" color="indigo">
                <FormattedMessage id="clients.hasPortalAccount" />
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
              {dotted([client.email, client.phone], intl) ||
                intl.formatMessage({ id: 'clients.noContactDetails' })}
            </Text>
            <BalanceText size="sm" minor={client.balance_minor} currency={tenant.currency} />
            <Text component="span" size="sm">
              <FormattedMessage
                id="clients.creditsHeader"
                values={{ credits: creditsLabel(client.credits_remaining, client.has_pass, intl) }}
              />
            </Text>
          </Group>
        </Stack>
      </ScreenHeader>
      <SectionTabs label={intl.formatMessage({ id: 'clients.sectionsLabel' })}>
        {tabs.map(({ to, label }) => (
          <TabLink key={to} to={to} params={{ clientId }}>
            {intl.formatMessage({ id: label })}
          </TabLink>
        ))}
      </SectionTabs>
      <Outlet />
    </>
  );
}
