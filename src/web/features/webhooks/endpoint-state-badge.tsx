import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { endpointState, stateSince, stateWords } from './endpoint-state';
import type { WebhookEndpoint } from './queries';

/** An endpoint's state as a badge, with the sentence that says what to do about it. */
export function EndpointStateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const intl = useIntl();
  const { tenant } = useMembership();
  const state = endpointState(endpoint);
  const words = stateWords[state];
  const since = stateSince(state, endpoint);
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge color={words.color}>{intl.formatMessage({ id: words.label })}</StatusBadge>
      <Text size="xs" c={state === 'on' ? 'dimmed' : undefined} maw={320}>
        {intl.formatMessage(
          { id: words.text },
          { when: since ? formatDateTime(since, tenant.time_zone, intl.locale) : '' },
        )}
      </Text>
    </Stack>
  );
}
