import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { isolate } from '@/features/registration/bidi';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { CalendarUseRow } from './calendar-use-row';
import { codeWords, providerOf, providerWords } from './calendar-words';
import { lastSynced, syncDue } from './connection-list';
import type { Connection } from './queries';
import { SyncStatus } from './sync-status';
import { useConnectionActions } from './use-connection-actions';
import { useNow } from '@/components/use-now';

/**
 * One connected account: its provider and account, when it was last read, the account's error
 * in words, its calendars, and Sync now and Disconnect. `editable`: its calendars' use can be
 * changed here (the staff member's own screen); a staff page shows it in words.
 */
export function ConnectionCard({
  connection,
  editable,
  radioName,
}: {
  connection: Connection;
  editable: boolean;
  radioName: string;
}) {
  const intl = useIntl();
  const { tenant } = useMembership();
  const headingId = useId();
  const now = useNow(15_000);
  const { syncNow, disconnect } = useConnectionActions(connection);
  const provider = providerOf(connection.provider);
  const blocking = connection.calendars.filter((calendar) => calendar.blocks);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {intl.formatMessage(
                { id: 'calendars.connectionTitle' },
                {
                  provider: provider
                    ? intl.formatMessage({ id: providerWords[provider] })
                    : connection.provider,
                  // An address keeps its order inside a sentence written right to left.
                  account: isolate(connection.account, intl),
                },
              )}
            </Title>
            {connection.server_url && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {connection.server_url}
              </Text>
            )}
            <SyncStatus
              syncedAt={lastSynced(blocking)}
              due={blocking.some((calendar) => syncDue(calendar, now))}
              now={now}
            />
          </Stack>
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              disabled={blocking.length === 0}
              onClick={() => void syncNow()}
              aria-label={intl.formatMessage(
                { id: 'calendars.syncNowLabel' },
                { account: connection.account },
              )}
            >
              {intl.formatMessage({ id: 'calendars.syncNow' })}
            </Button>
            <Button
              variant="default"
              size="xs"
              onClick={disconnect}
              aria-label={intl.formatMessage(
                { id: 'calendars.disconnectLabel' },
                { account: connection.account },
              )}
            >
              {intl.formatMessage({ id: 'calendars.disconnect' })}
            </Button>
          </Group>
        </Group>
        {connection.error_code && (
          <Alert
            color="red"
            variant="light"
            title={intl.formatMessage({ id: 'calendars.errorTitle' })}
          >
            {intl.formatMessage(
              { id: 'calendars.errorText' },
              {
                reason: codeWords(connection.error_code, intl),
                when: connection.error_at
                  ? formatDateTime(connection.error_at, tenant.time_zone, intl.locale)
                  : '',
              },
            )}
          </Alert>
        )}
        {connection.calendars.length === 0 ? (
          <Text size="sm">{intl.formatMessage({ id: 'calendars.noCalendars' })}</Text>
        ) : (
          <Stack
            component="ul"
            gap={0}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={intl.formatMessage(
              { id: 'calendars.calendarsOf' },
              { account: connection.account },
            )}
          >
            {connection.calendars.map((calendar) => (
              <CalendarUseRow
                key={calendar.id}
                calendar={calendar}
                editable={editable}
                radioName={radioName}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
