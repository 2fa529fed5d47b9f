import {
  Alert,
  Button,
  Code,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CopyLinkButton } from '@/components/copy-link-button';
import { notifyFailed, notifySaved } from '@/components/notify';
import { providerWords, type OAuthProvider } from '@/features/calendar-sync/calendar-words';
import { removeOAuthClient, saveOAuthClient } from '@/features/calendar-sync/mutations';
import { calendarSyncKeys, type OAuthClient } from '@/features/calendar-sync/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * One provider's app registration: whether it is set up, the redirect address to register there
 * (with a copy button), its client ID, and its secret, which is written only: it is sealed by
 * the server and never read back.
 */
export function OAuthClientForm({
  provider,
  client,
}: {
  provider: OAuthProvider;
  client: OAuthClient | null;
}) {
  const intl = useIntl();
  const { supabase, apiUrl, testCalendars } = useRouteContext({
    from: '__root__',
    select: (context) => ({
      supabase: context.supabase,
      apiUrl: context.config.supabaseUrl,
      testCalendars: context.config.testCalendars === true,
    }),
  });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const [saving, setSaving] = useState(false);
  const name = intl.formatMessage({ id: providerWords[provider] });
  const headingId = `oauth-client-${provider}`;
  const redirectUri = `${apiUrl}/calendar/v1/oauth/${provider}/callback`;
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: calendarSyncKeys.oauthClients(tenant.id) });

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSaving(true);
    try {
      await saveOAuthClient({ supabase, apiUrl }, tenant.id, provider, {
        client_id: String(data.get('client_id') ?? '').trim(),
        client_secret: String(data.get('client_secret') ?? '').trim(),
      });
      form.reset();
      await refresh();
      notifySaved(intl.formatMessage({ id: 'calendars.clientSaved' }, { provider: name }));
    } catch (error) {
      notifyFailed(
        error,
        intl.formatMessage({ id: 'calendars.clientNotSaved' }, { provider: name }),
      );
    } finally {
      setSaving(false);
    }
  };

  const remove = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
      title: intl.formatMessage({ id: 'calendars.removeClientTitle' }, { provider: name }),
      children: (
        <Text size="sm">
          {intl.formatMessage({ id: 'calendars.removeClientText' }, { provider: name })}
        </Text>
      ),
      labels: {
        confirm: intl.formatMessage({ id: 'calendars.removeClient' }),
        cancel: intl.formatMessage({ id: 'common.cancel' }),
      },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await removeOAuthClient({ supabase, apiUrl }, tenant.id, provider);
          await refresh();
          notifySaved(intl.formatMessage({ id: 'calendars.clientRemoved' }, { provider: name }));
        } catch (error) {
          notifyFailed(error, intl.formatMessage({ id: 'calendars.clientNotRemoved' }));
        }
      },
    });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} size="h4" id={headingId}>
        {name}
      </Title>
      <Alert color={client ? 'teal' : 'blue'} variant="light">
        {client
          ? intl.formatMessage(
              { id: 'calendars.clientSetUp' },
              {
                when: formatDateTime(client.updated_at, tenant.time_zone, intl.locale),
                clientId: client.client_id,
              },
            )
          : intl.formatMessage({ id: 'calendars.clientNotSetUp' }, { provider: name })}
      </Alert>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {intl.formatMessage({ id: 'calendars.redirectUri' })}
        </Text>
        <Group gap="sm">
          <Code dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {redirectUri}
          </Code>
          <CopyLinkButton
            value={redirectUri}
            size="xs"
            label={intl.formatMessage({ id: 'calendars.copyRedirect' }, { provider: name })}
          />
        </Group>
      </Stack>
      <form onSubmit={(event) => void save(event)} aria-labelledby={headingId}>
        <Stack gap="sm" maw={560}>
          <TextInput
            name="client_id"
            label={intl.formatMessage({ id: 'calendars.clientId' })}
            description={
              testCalendars ? intl.formatMessage({ id: 'calendars.clientIdTestHint' }) : undefined
            }
            defaultValue={client?.client_id ?? ''}
            required
            autoComplete="off"
            dir="ltr"
          />
          <PasswordInput
            name="client_secret"
            label={intl.formatMessage({ id: 'calendars.clientSecret' })}
            description={intl.formatMessage({ id: 'calendars.clientSecretHint' })}
            required
            autoComplete="off"
          />
          <Group gap="sm">
            <Button type="submit" loading={saving}>
              {intl.formatMessage({ id: 'calendars.saveClient' }, { provider: name })}
            </Button>
            {client ? (
              <Button variant="default" color="red" onClick={remove}>
                {intl.formatMessage({ id: 'calendars.removeClientNamed' }, { provider: name })}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
