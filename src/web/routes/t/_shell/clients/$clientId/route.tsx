import { Badge, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { MissingRecordPanel } from '@/components/missing-record-panel';
import { ScreenHeader } from '@/components/screen-header';
import { SectionTabs } from '@/components/section-tabs';
import { TabLink } from '@/components/tab-link';
import { TextLink } from '@/components/text-link';
import { BalanceText, creditsLabel } from '@/features/clients/balance-text';
import { clientQuery } from '@/features/clients/queries';
import { requireRecordId } from '@/features/data/record-id';
import { useMembership } from '@/features/tenancy/use-tenant';

export const Route = createFileRoute('/t/_shell/clients/$clientId')({
  // Before any loader of the tabs below runs: a malformed id sends no request at all.
  beforeLoad: ({ params }) => requireRecordId(params.clientId),
  loader: async ({ context, params }) => {
    const client = await context.queryClient.ensureQueryData(
      clientQuery(context.supabase, context.membership.tenant.id, params.clientId),
    );
    if (client === null) throw notFound();
  },
  notFoundComponent: () => <MissingRecordPanel what="client" back={allClients} />,
  component: ClientDetail,
});

const allClients = (
  <TextLink to="/t/clients/" size="sm">
    All clients
  </TextLink>
);

function ClientDetail() {
  const { clientId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data: client } = useSuspenseQuery(clientQuery(supabase, tenant.id, clientId));
  if (client === null) return <MissingRecordPanel what="client" back={allClients} />;
  return (
    <>
      {allClients}
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
        <TabLink to="/t/clients/$clientId/overview/" params={{ clientId }}>
          Overview
        </TabLink>
        <TabLink to="/t/clients/$clientId/transactions/" params={{ clientId }}>
          Transactions
        </TabLink>
        <TabLink to="/t/clients/$clientId/notes/" params={{ clientId }}>
          Notes
        </TabLink>
        <TabLink to="/t/clients/$clientId/enrollments/" params={{ clientId }}>
          Enrollments
        </TabLink>
        <TabLink to="/t/clients/$clientId/documents/" params={{ clientId }}>
          Documents
        </TabLink>
        <TabLink to="/t/clients/$clientId/messages/" params={{ clientId }}>
          Messages
        </TabLink>
      </SectionTabs>
      <Outlet />
    </>
  );
}
