import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed } from '@/components/notify';
import { oauthProviders, type OAuthProvider } from '@/features/calendar-sync/calendar-words';
import { oauthStartUrl } from '@/features/calendar-sync/mutations';
import { oauthClientsQuery } from '@/features/calendar-sync/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { CaldavForm } from './caldav-form';

const connectWords = {
  google: 'calendars.connectGoogle',
  microsoft: 'calendars.connectMicrosoft',
} as const;

/**
 * Connecting a calendar: Google and Microsoft 365 through their consent pages, offered once the
 * business has set up its own app registration there; any CalDAV calendar with its address, a
 * user name and an app password.
 */
export function ConnectCalendarSection() {
  const intl = useIntl();
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const { tenant, role } = useMembership();
  const { data: clients } = useSuspenseQuery(oauthClientsQuery(supabase, tenant.id));
  const [opening, setOpening] = useState<OAuthProvider | null>(null);
  const offered = oauthProviders.filter((provider) =>
    clients.some((client) => client.provider === provider),
  );

  const start = async (provider: OAuthProvider) => {
    setOpening(provider);
    try {
      window.location.assign(await oauthStartUrl({ supabase, apiUrl }, tenant.id, provider));
    } catch (error) {
      setOpening(null);
      notifyFailed(error, intl.formatMessage({ id: 'calendars.consentNotOpened' }));
    }
  };

  return (
    <Stack component="section" aria-labelledby="connect-calendar-heading" gap="md">
      <Stack gap="xs">
        <Title order={2} id="connect-calendar-heading">
          {intl.formatMessage({ id: 'calendars.connectTitle' })}
        </Title>
        <Text c="dimmed">{intl.formatMessage({ id: 'calendars.connectIntro' })}</Text>
      </Stack>
      {offered.length > 0 ? (
        <Group gap="sm">
          {offered.map((provider) => (
            <Button
              key={provider}
              variant="light"
              loading={opening === provider}
              disabled={opening !== null && opening !== provider}
              onClick={() => void start(provider)}
            >
              {intl.formatMessage({ id: connectWords[provider] })}
            </Button>
          ))}
        </Group>
      ) : (
        <Text size="sm">
          {intl.formatMessage(
            {
              id: may(role, 'manage_calendars')
                ? 'calendars.oauthNotSetUpAdmin'
                : 'calendars.oauthNotSetUp',
            },
            { business: tenant.name },
          )}
        </Text>
      )}
      <CaldavForm />
    </Stack>
  );
}
