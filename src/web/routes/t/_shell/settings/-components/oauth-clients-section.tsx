import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { oauthProviders } from '@/features/calendar-sync/calendar-words';
import { oauthClientsQuery } from '@/features/calendar-sync/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { OAuthClientForm } from './oauth-client-form';

/**
 * Owners and admins: the business's own app registrations at Google and Microsoft, through which
 * its team connects those calendars, as card payments use the business's own keys.
 */
export function OAuthClientsSection() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data: clients } = useSuspenseQuery(oauthClientsQuery(supabase, tenant.id));
  return (
    <Stack component="section" aria-labelledby="oauth-clients-heading" gap="lg">
      <Stack gap="xs">
        <Title order={2} id="oauth-clients-heading">
          {intl.formatMessage({ id: 'calendars.clientsTitle' })}
        </Title>
        <Text c="dimmed">
          {intl.formatMessage({ id: 'calendars.clientsIntro' }, { business: tenant.name })}
        </Text>
      </Stack>
      {oauthProviders.map((provider) => (
        <OAuthClientForm
          key={provider}
          provider={provider}
          client={clients.find((client) => client.provider === provider) ?? null}
        />
      ))}
    </Stack>
  );
}
