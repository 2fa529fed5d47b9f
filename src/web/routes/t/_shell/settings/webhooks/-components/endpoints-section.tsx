import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { PagedList } from '@/components/paged-list';
import { useMembership } from '@/features/tenancy/use-tenant';
import { endpointColumns } from '@/features/webhooks/endpoint-columns';
import { webhookEndpointsQuery } from '@/features/webhooks/queries';

/** The database keeps at most this many endpoints per business: the list is one page. */
const endpointLimit = 20;

/** The business's endpoints, each with its state and last delivery; empty, what they are for. */
export function EndpointsSection() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const list = useQuery(webhookEndpointsQuery(supabase, tenant.id));
  const empty = intl.formatMessage({ id: 'webhooks.emptyText' });
  return (
    <Stack gap="sm" component="section" aria-labelledby="webhook-endpoints">
      <Title order={2} id="webhook-endpoints">
        {intl.formatMessage({ id: 'webhooks.listTitle' })}
      </Title>
      <PagedList
        noun={{
          one: intl.formatMessage({ id: 'webhooks.endpointOne' }),
          many: intl.formatMessage({ id: 'webhooks.endpointMany' }),
        }}
        query={{ ...list, isPlaceholderData: false }}
        page={1}
        pageSize={endpointLimit}
        onPage={() => undefined}
        filtered={false}
        empty={{ none: empty, unmatched: empty }}
        rows={{
          label: intl.formatMessage({ id: 'webhooks.listTitle' }),
          rowKey: (endpoint) => endpoint.id ?? '',
          columns: endpointColumns(tenant.time_zone, intl),
        }}
      />
    </Stack>
  );
}
