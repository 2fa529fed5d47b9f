import { Text } from '@mantine/core';
import type { Words } from '@shared/i18n/words.ts';
import { useIntl } from 'react-intl';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { dotted } from '@/features/clients/dotted';
import { ledgerKindLabels, methodLabel, type LedgerLine } from '@/features/clients/ledger-lines';
import type { ClientLedgerEntry } from '@/features/clients/queries';
import { formatMoney, minusSign } from '@/features/tenancy/format-money';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { RefundButton } from './refund-button';

function describe(entry: ClientLedgerEntry, zone: string, words: Words): string {
  const booking = entry.enrollment?.booking;
  const parts = [
    methodLabel(entry.method, words),
    entry.option?.name,
    booking
      ? words.formatMessage(
          { id: 'clients.ledgerSession' },
          {
            session: booking.service?.name ?? words.formatMessage({ id: 'clients.sessionUnnamed' }),
            when: formatDateTime(booking.starts_at, zone, words.locale),
          },
        )
      : '',
    entry.note,
  ];
  return dotted([...new Set(parts)], words);
}

function creditsText(entry: ClientLedgerEntry, words: Words): string {
  if (entry.kind === 'credit_grant') {
    return entry.credits === null
      ? words.formatMessage({ id: 'clients.ledgerPass' })
      : `+${entry.credits}`;
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
  const intl = useIntl();
  const { tenant } = useMembership();
  const money = (minor: number) => formatMoney(minor, tenant.currency, intl.locale);
  const signed = (minor: number) =>
    minor === 0 ? '' : formatMoney(minor, tenant.currency, intl.locale, { signed: true });
  const columns: ListColumn<LedgerLine<ClientLedgerEntry>>[] = [
    {
      header: intl.formatMessage({ id: 'clients.columnWhen' }),
      card: 'detail',
      cell: ({ entry }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.created_at, tenant.time_zone, intl.locale)}
        </Text>
      ),
    },
    {
      header: intl.formatMessage({ id: 'clients.columnEntry' }),
      card: 'title',
      cell: ({ entry }) => (
        <>
          <Text size="sm" fw={500}>
            {intl.formatMessage({ id: ledgerKindLabels[entry.kind] })}
          </Text>
          <Text size="xs" c="dimmed">
            {describe(entry, tenant.time_zone, intl)}
          </Text>
        </>
      ),
    },
    {
      header: intl.formatMessage({ id: 'clients.columnAmount' }),
      align: 'end',
      card: 'aside',
      cell: ({ effect }) => (
        <Text size="sm" c={effect < 0 ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {signed(effect)}
        </Text>
      ),
    },
    {
      header: intl.formatMessage({ id: 'clients.columnCredits' }),
      align: 'end',
      cell: ({ entry }) => creditsText(entry, intl),
      cardCell: ({ entry }) => creditsText(entry, intl) || null,
    },
    {
      header: intl.formatMessage({ id: 'clients.columnBalanceAfter' }),
      align: 'end',
      cell: ({ balanceAfter }) => money(balanceAfter),
    },
    ...(mayRefund
      ? [
          {
            header: intl.formatMessage({ id: 'clients.columnActions' }),
            card: 'footer' as const,
            cell: ({ entry, refundable }: LedgerLine<ClientLedgerEntry>) =>
              entry.kind === 'payment' &&
              refundable !== null &&
              refundable > 0 && (
                <RefundButton
                  paymentId={entry.id}
                  byCard={entry.method === 'card'}
                  refundable={refundable}
                  paidOn={formatDateTime(entry.created_at, tenant.time_zone, intl.locale)}
                />
              ),
          },
        ]
      : []),
  ];
  return (
    <ResponsiveList
      label={intl.formatMessage({ id: 'clients.ledgerLabel' })}
      rows={lines}
      rowKey={({ entry }) => entry.id}
      columns={columns}
      striped={false}
    />
  );
}
