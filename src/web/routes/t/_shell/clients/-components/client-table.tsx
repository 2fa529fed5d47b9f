import { Badge, Group, Table, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { TextLink } from '@/components/text-link';
import { BalanceText, creditsLabel } from '@/features/clients/balance-text';
import type { ClientSummary } from '@/features/clients/queries';

/**
 * A page of the client list. Only the rows near the screen are in the document (virtualised
 * against the window's scroll, so the page scrolls as usual, with no inner scrolling box);
 * aria-rowcount and aria-rowindex tell screen readers where they are in the whole list.
 */
export function ClientTable({
  rows,
  firstRowNumber,
  total,
  currency,
  locale,
}: {
  rows: ClientSummary[];
  firstRowNumber: number;
  total: number;
  currency: string;
  locale: string;
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin((bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 61,
    overscan: 8,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? (items[0]?.start ?? 0) - scrollMargin : 0;
  const after =
    items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) + scrollMargin : 0;

  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="sm" aria-rowcount={total + 1} aria-label="Clients" highlightOnHover>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="md">Phone</Table.Th>
            <Table.Th visibleFrom="md">Tags</Table.Th>
            <Table.Th>Balance</Table.Th>
            <Table.Th>Credits</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={bodyRef}>
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {items.map((item) => {
            const client = rows[item.index] as ClientSummary;
            return (
              <Table.Tr
                key={client.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={firstRowNumber + item.index + 1}
              >
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <TextLink
                      to="/t/clients/$clientId/overview/"
                      params={{ clientId: client.id }}
                      fw={600}
                    >
                      {client.full_name}
                    </TextLink>
                    {client.status === 'archived' && (
                      <Badge size="xs" color="gray" variant="dot">
                        Archived
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {client.email ?? 'No email'}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="md">{client.phone ?? ''}</Table.Td>
                <Table.Td visibleFrom="md">
                  <Group gap={4}>
                    {client.tags.map((tag) => (
                      <Badge key={tag} size="sm" variant="light">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <BalanceText
                    minor={client.balance_minor}
                    currency={currency}
                    locale={locale}
                    size="sm"
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{creditsLabel(client.credits_remaining, client.has_pass)}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
