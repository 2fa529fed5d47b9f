import { Alert, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { TextLink } from '@/components/text-link';
import { failureSummary } from '@/features/messages/message-labels';
import { deliveryFailuresQuery, failureDays, teamFailuresQuery } from '@/features/messages/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * Messages that failed for good in the last days: to clients, with links to those clients'
 * Messages tabs, where the reason shows and Resend is; and, for owners, to the team (an
 * invitation, an appointment email) with the reason. Nothing at all when there are none; read
 * after the day's figures, so a slow or refused read never holds the dashboard up.
 */
export function DeliveryFailures() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const { data } = useQuery(deliveryFailuresQuery(supabase, tenant.id));
  // Only owners read the team's messages (public.team_messages); others are not asked.
  const { data: team } = useQuery({
    ...teamFailuresQuery(supabase, tenant.id),
    enabled: role === 'owner',
  });
  const summary = failureSummary(data ?? [], failureDays, team ?? [], intl);
  if (!summary) return null;
  const title = intl.formatMessage({ id: 'dashboard.failuresTitle' });
  return (
    <Alert color="red" variant="light" title={title} aria-label={title} role="region">
      <Text size="sm">{summary.text}</Text>
      {summary.clients.length > 0 && (
        <>
          <Text size="sm" mt="xs">
            {intl.formatMessage({ id: 'dashboard.failuresClients' })}
          </Text>
          <List size="sm" mt={4}>
            {summary.clients.slice(0, 10).map((client) => (
              <List.Item key={client.clientId}>
                <Group gap={6} component="span">
                  <TextLink
                    to="/t/clients/$clientId/messages/"
                    params={{ clientId: client.clientId }}
                    size="sm"
                  >
                    {client.name}
                  </TextLink>
                  {client.count > 1 && (
                    <Text component="span" size="sm">
                      {intl.formatMessage(
                        { id: 'dashboard.failureCount' },
                        { count: client.count },
                      )}
                    </Text>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
          {summary.clients.length > 10 && (
            <Text size="sm" mt="xs">
              {intl.formatMessage(
                { id: 'dashboard.moreClients' },
                { count: summary.clients.length - 10 },
              )}
            </Text>
          )}
        </>
      )}
      {summary.team.length > 0 && (
        <>
          <Text size="sm" mt="xs">
            {intl.formatMessage({ id: 'dashboard.failuresTeam' })}
          </Text>
          <List size="sm" mt={4}>
            {summary.team.slice(0, 10).map((message) => (
              <List.Item key={message.id}>
                {message.reason
                  ? intl.formatMessage(
                      { id: 'dashboard.teamFailure' },
                      { what: message.what, reason: message.reason },
                    )
                  : message.what}
              </List.Item>
            ))}
          </List>
          {summary.team.length > 10 && (
            <Text size="sm" mt="xs">
              {intl.formatMessage(
                { id: 'dashboard.moreMessages' },
                { count: summary.team.length - 10 },
              )}
            </Text>
          )}
        </>
      )}
    </Alert>
  );
}
