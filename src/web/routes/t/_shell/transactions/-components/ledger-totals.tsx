import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { downloadText, toCsv } from '@/features/data/csv';
import { dataErrorMessage } from '@/features/data/data-error';
import { ledgerCsvColumns } from '@/features/desk/ledger-entry';
import type { LedgerFilter } from '@/features/desk/ledger-search';
import { fetchLedgerForExport, type LedgerTotals } from '@/features/desk/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { localDate } from '@/features/tenancy/zoned-time';
import { useMembership } from '@/features/tenancy/use-tenant';

interface LedgerTotalsPanelProps {
  totals: UseQueryResult<LedgerTotals>;
  currency: string;
  filter: LedgerFilter;
  newestFirst: boolean;
}

const figures: [MessageId, (t: LedgerTotals) => number][] = [
  ['money.totalPayments', (t) => t.payments_minor],
  ['money.totalRefunds', (t) => t.refunds_minor],
  ['money.totalCharges', (t) => t.charges_minor],
  ['money.totalNet', (t) => t.net_minor],
];

/** What the filtered entries add up to (counted by the database), and their export. */
export function LedgerTotalsPanel(props: LedgerTotalsPanelProps) {
  const { totals, currency } = props;
  const intl = useIntl();
  const money = (minor: number) => formatMoney(minor, currency, intl.locale);
  return (
    <section aria-labelledby="ledger-totals">
      <Group justify="space-between" mb="xs">
        <Text id="ledger-totals" component="h2" fw={700} fz="lg">
          {intl.formatMessage({ id: 'money.totalsTitle' })}
        </Text>
        <ExportButton {...props} />
      </Group>
      {totals.isError ? (
        <Alert color="red" title={intl.formatMessage({ id: 'money.totalsFailed' })}>
          {dataErrorMessage(totals.error)}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {figures.map(([label, pick]) => (
            <Paper key={label} withBorder p="sm" radius="md">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {intl.formatMessage({ id: label })}
                </Text>
                {totals.data ? (
                  <Text fw={700} fz="lg">
                    {money(pick(totals.data))}
                  </Text>
                ) : (
                  <Skeleton height={26} aria-label={intl.formatMessage({ id: 'money.addingUp' })} />
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

function ExportButton({ filter, newestFirst }: LedgerTotalsPanelProps) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const exportRows = async () => {
    setBusy(true);
    try {
      const rows = await fetchLedgerForExport(supabase, tenant.id, filter, newestFirst);
      downloadText(
        `${tenant.slug}-transactions-${localDate(tenant.time_zone)}.csv`,
        toCsv(rows, ledgerCsvColumns(tenant.time_zone, intl)),
      );
      notifications.show({
        color: 'teal',
        message: intl.formatMessage({ id: 'money.exported' }, { count: rows.length }),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'money.exportFailed' }),
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" onClick={() => void exportRows()} loading={busy}>
      {intl.formatMessage({ id: 'money.exportCsv' })}
    </Button>
  );
}
