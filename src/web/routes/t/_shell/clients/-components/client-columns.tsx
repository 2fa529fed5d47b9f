import { Badge, Group, Text } from '@mantine/core';
import type { Words } from '@shared/i18n/words.ts';
import type { ListColumn } from '@/components/responsive-list';
import { TextLink } from '@/components/text-link';
import { BalanceText, creditsLabel } from '@/features/clients/balance-text';
import type { ClientSummary } from '@/features/clients/queries';
import type { Tenant } from '@/features/tenancy/queries';

/** The client list's columns: who (a link to them), how to reach them, what they owe or hold. */
export function clientColumns(tenant: Tenant, words: Words): ListColumn<ClientSummary>[] {
  return [
    {
      header: words.formatMessage({ id: 'clients.columnName' }),
      cell: (client) => (
        <>
          <Group gap={6} wrap="nowrap">
            <TextLink to="/t/clients/$clientId/overview/" params={{ clientId: client.id }} fw={600}>
              {client.full_name}
            </TextLink>
            {client.status === 'archived' && (
              <Badge size="xs" color="gray" variant="dot">
                {words.formatMessage({ id: 'clients.statusArchived' })}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {client.email ?? words.formatMessage({ id: 'clients.noEmail' })}
          </Text>
        </>
      ),
    },
    {
      header: words.formatMessage({ id: 'clients.columnPhone' }),
      cell: (client) => client.phone ?? '',
      cardCell: (client) => client.phone,
    },
    {
      header: words.formatMessage({ id: 'clients.columnTags' }),
      cell: (client) => (
        <Group gap={4}>
          {client.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="light">
              {tag}
            </Badge>
          ))}
        </Group>
      ),
      cardCell: (client) =>
        client.tags.length > 0 ? words.formatList(client.tags, { type: 'unit' }) : null,
    },
    {
      header: words.formatMessage({ id: 'clients.columnBalance' }),
      card: 'aside',
      cell: (client) => (
        <BalanceText minor={client.balance_minor} currency={tenant.currency} size="sm" />
      ),
    },
    {
      header: words.formatMessage({ id: 'clients.columnCredits' }),
      cell: (client) => creditsLabel(client.credits_remaining, client.has_pass, words),
    },
  ];
}
