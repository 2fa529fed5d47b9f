import { Table, Text } from '@mantine/core';
import {
  ledgerKindLabels,
  methodLabel,
  type LedgerLine,
} from '../../../../../../../features/clients/ledger-lines';
import type { ClientLedgerEntry } from '../../../../../../../features/clients/queries';
import { formatMoney, minusSign } from '../../../../../../../features/tenancy/format-money';
import { formatDateTime } from '../../../../../../../features/tenancy/format-time';
import { useMembership } from '../../../../../../../features/tenancy/use-tenant';
import { RefundButton } from './refund-button';
import { TableScroll } from '../../../../../../../features/clients/table-scroll';

function describe(entry: ClientLedgerEntry, zone: string): string {
  const booking = entry.enrollment?.booking;
  const parts = [
    methodLabel(entry.method),
    entry.option?.name,
    booking
      ? `${booking.service?.name ?? 'Session'}, ${formatDateTime(booking.starts_at, zone)}`
      : '',
    entry.note,
  ];
  return [...new Set(parts.filter(Boolean))].join(' · ');
}

function creditsText(entry: ClientLedgerEntry): string {
  if (entry.kind === 'credit_grant') {
    return entry.credits === null ? 'Pass' : `+${entry.credits}`;
  }
  if (entry.kind === 'credit_use') return `${minusSign}1`;
  if (entry.kind === 'credit_return') return '+1';
  return '';
}

/** The ledger, newest first: each entry, its effect and the balance after it. */
export function LedgerTable({
  lines,
  mayRefund,
}: {
  lines: LedgerLine<ClientLedgerEntry>[];
  mayRefund: boolean;
}) {
  const { tenant } = useMembership();
  const money = (minor: number) => formatMoney(minor, tenant.currency, tenant.locale);
  const signed = (minor: number) =>
    minor === 0 ? '' : formatMoney(minor, tenant.currency, tenant.locale, { signed: true });
  return (
    <TableScroll label="Ledger" minWidth={420}>
      <Table verticalSpacing="xs" aria-label="Ledger entries, newest first">
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">When</Table.Th>
            <Table.Th>Entry</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Credits</Table.Th>
            <Table.Th ta="right">Balance after</Table.Th>
            {mayRefund && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(({ entry, effect, balanceAfter, refundable }) => (
            <Table.Tr key={entry.id}>
              <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.created_at, tenant.time_zone)}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {ledgerKindLabels[entry.kind]}
                </Text>
                <Text size="xs" hiddenFrom="sm">
                  {formatDateTime(entry.created_at, tenant.time_zone)}
                </Text>
                <Text size="xs" c="dimmed">
                  {describe(entry, tenant.time_zone)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" c={effect < 0 ? 'red.9' : undefined}>
                {signed(effect)}
              </Table.Td>
              <Table.Td ta="right">{creditsText(entry)}</Table.Td>
              <Table.Td ta="right">{money(balanceAfter)}</Table.Td>
              {mayRefund && (
                <Table.Td>
                  {entry.kind === 'payment' && refundable !== null && refundable > 0 && (
                    <RefundButton
                      paymentId={entry.id}
                      refundable={refundable}
                      paidOn={formatDateTime(entry.created_at, tenant.time_zone)}
                    />
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
