import { Divider, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { MissingRecordPanel } from '@/components/missing-record-panel';
import { RecordFrame } from '@/components/record-frame';
import { requireFound } from '@/components/require-found';
import { ScreenHeader } from '@/components/screen-header';
import { BackLink } from '@/components/text-link';
import { requireRecordId } from '@/features/data/record-id';
import { isolate } from '@/features/registration/bidi';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { webhookDeliveriesQuery, webhookEndpointQuery } from '@/features/webhooks/queries';
import { DeleteEndpointSection } from './-components/delete-endpoint-section';
import { DeliveryLogSection } from './-components/delivery-log-section';
import { EditEndpointSection } from './-components/edit-endpoint-section';
import { EndpointStateSection } from './-components/endpoint-state-section';
import { SecretSection } from './-components/secret-section';

// One webhook endpoint (issue 38, point 1): whether it is on, its test ping and delivery log
// (a page of the log in the address), its signing secret, its address and events, and Delete.
const endpointSearch = z.object({
  page: z.catch(z.optional(z.int().check(z.positive())), undefined),
});

export const Route = createFileRoute('/t/_shell/settings/webhooks/$endpointId')({
  validateSearch: (search: Record<string, unknown>) => endpointSearch.parse(search),
  beforeLoad: ({ params }) => requireRecordId(params.endpointId),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    const { queryClient, supabase, membership } = context;
    if (!may(membership.role, 'manage_webhooks')) return;
    const tenantId = membership.tenant.id;
    const [endpoint] = await Promise.all([
      queryClient.ensureQueryData(webhookEndpointQuery(supabase, tenantId, params.endpointId)),
      queryClient.ensureQueryData(
        webhookDeliveriesQuery(supabase, tenantId, params.endpointId, deps.page),
      ),
    ]);
    requireFound(endpoint);
  },
  notFoundComponent: () => <EndpointNotFound />,
  component: EndpointScreen,
});

const allEndpoints = (
  <BackLink to="/t/settings/webhooks">
    <FormattedMessage id="webhooks.allEndpoints" />
  </BackLink>
);

function EndpointNotFound() {
  const intl = useIntl();
  return (
    <MissingRecordPanel
      what={intl.formatMessage({ id: 'webhooks.recordWhat' })}
      back={allEndpoints}
    />
  );
}

function EndpointScreen() {
  const { formatMessage } = useIntl();
  const { tenant, role } = useMembership();
  if (!may(role, 'manage_webhooks'))
    return (
      <>
        <ScreenHeader title={formatMessage({ id: 'webhooks.title' })}>
          <FormattedMessage id="webhooks.adminOnly" values={{ business: tenant.name }} />
        </ScreenHeader>
        {allEndpoints}
      </>
    );
  return <EndpointDetail />;
}

function EndpointDetail() {
  const intl = useIntl();
  const { endpointId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const page = Route.useSearch({ select: (search) => search.page ?? 1 });
  const navigate = Route.useNavigate();
  const { tenant } = useMembership();
  const { data } = useSuspenseQuery(webhookEndpointQuery(supabase, tenant.id, endpointId));
  return (
    <RecordFrame
      what={intl.formatMessage({ id: 'webhooks.recordWhat' })}
      back={allEndpoints}
      record={data}
    >
      {(endpoint) => (
        <>
          <ScreenHeader title={isolate(endpoint.url ?? '', intl)}>
            {endpoint.description || intl.formatMessage({ id: 'webhooks.title' })}
          </ScreenHeader>
          <Stack gap={48} maw={1100}>
            <EndpointStateSection endpoint={endpoint} />
            <DeliveryLogSection
              endpoint={endpoint}
              page={page}
              onPage={(next) => void navigate({ search: { page: next } })}
            />
            <Divider />
            <SecretSection endpoint={endpoint} />
            <Divider />
            <EditEndpointSection endpoint={endpoint} />
            <Divider />
            <DeleteEndpointSection endpoint={endpoint} />
          </Stack>
        </>
      )}
    </RecordFrame>
  );
}
