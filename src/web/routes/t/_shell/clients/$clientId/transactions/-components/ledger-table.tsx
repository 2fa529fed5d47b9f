import { Text } from '@mantine/core';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { ledgerKindLabels, methodLabel, type LedgerLine } from '@/features/clients/ledger-lines';
import type { ClientLedgerEntry } from '@/features/clients/queries';
import { formatMoney, minusSign } from '@/features/tenancy/format-money';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { RefundButton } from './refund-button';

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
  const columns: ListColumn<LedgerLine<ClientLedgerEntry>>[] = [
    {
      header: 'When',
      card: 'detail',
      cell: ({ entry }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.created_at, tenant.time_zone)}
        </Text>
      ),
    },
    {
      header: 'Entry',
      card: 'title',
      cell: ({ entry }) => (
        <>
          <Text size="sm" fw={500}>
            {ledgerKindLabels[entry.kind]}
          </Text>
          <Text size="xs" c="dimmed">
            {describe(entry, tenant.time_zone)}
          </Text>
        </>
      ),
    },
    {
      header: 'Amount',
      align: 'end',
      card: 'aside',
      cell: ({ effect }) => (
        <Text size="sm" c={effect < 0 ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {signed(effect)}
        </Text>
      ),
    },
    {
      header: 'Credits',
      align: 'end',
      cell: ({ entry }) => creditsText(entry),
      cardCell: ({ entry }) => creditsText(entry) || null,
    },
    { header: 'Balance after', align: 'end', cell: ({ balanceAfter }) => money(balanceAfter) },
    ...(mayRefund
      ? [
          {
            header: 'Actions',
            card: 'footer' as const,
            cell: ({ entry, refundable }: LedgerLine<ClientLedgerEntry>) =>
              entry.kind === 'payment' &&
              refundable !== null &&
              refundable > 0 && (
                <RefundButton
                  paymentId={entry.id}
                  byCard={entry.method === 'card'}
                  refundable={refundable}
                  paidOn={formatDateTime(entry.created_at, tenant.time_zone)}
                />
              ),
          },
        ]
      : []),
  ];
  return (
    <ResponsiveList
      label="Ledger entries, newest first"
      rows={lines}
      rowKey={({ entry }) => entry.id}
      columns={columns}
      striped={false}
    />
  );
}
