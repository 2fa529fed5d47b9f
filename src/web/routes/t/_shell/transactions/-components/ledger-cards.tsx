import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { TextLink } from '../../../../../components/text-link';
import { entryAmount } from '../../../../../features/desk/ledger-entry';
import { kindLabels, methodLabels } from '../../../../../features/desk/ledger-search';
import type { LedgerEntry } from '../../../../../features/desk/queries';
import { formatDateTime } from '../../../../../features/tenancy/format-time';
import type { Tenant } from '../../../../../features/tenancy/queries';

/** The ledger on a phone: one card per entry instead of a table wider than the screen. */
export function LedgerCards({ rows, tenant }: { rows: LedgerEntry[]; tenant: Tenant }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
      {rows.map((entry) => (
        <Paper component="li" key={entry.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <TextLink to="/t/clients/$clientId/" params={{ clientId: entry.client_id }} truncate>
              {entry.client.full_name}
            </TextLink>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {entryAmount(entry, tenant.locale)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" mt={4}>
            <Text size="sm" c="dimmed">
              <time dateTime={entry.created_at}>
                {formatDateTime(entry.created_at, tenant.time_zone)}
              </time>
              {entry.method ? ` · ${methodLabels[entry.method]}` : ''}
            </Text>
            <Badge variant="light" color="gray" c="dark.8">
              {kindLabels[entry.kind]}
            </Badge>
          </Group>
          {entry.note && (
            <Text size="sm" mt={4} truncate>
              {entry.note}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
