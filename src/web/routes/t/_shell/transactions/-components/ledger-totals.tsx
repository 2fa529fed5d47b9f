import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
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
  locale: string;
  filter: LedgerFilter;
  newestFirst: boolean;
}

/** What the filtered entries add up to (counted by the database), and their export. */
export function LedgerTotalsPanel(props: LedgerTotalsPanelProps) {
  const { totals, currency, locale } = props;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const figures: [string, (t: LedgerTotals) => number][] = [
    ['Payments', (t) => t.payments_minor],
    ['Refunds', (t) => t.refunds_minor],
    ['Charges', (t) => t.charges_minor],
    ['Net taken', (t) => t.net_minor],
  ];
  return (
    <section aria-labelledby="ledger-totals">
      <Group justify="space-between" mb="xs">
        <Text id="ledger-totals" component="h2" fw={700} fz="lg">
          Totals for these filters
        </Text>
        <ExportButton {...props} />
      </Group>
      {totals.isError ? (
        <Alert color="red" title="The totals could not be added up">
          {dataErrorMessage(totals.error)}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {figures.map(([label, pick]) => (
            <Paper key={label} withBorder p="sm" radius="md">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                {totals.data ? (
                  <Text fw={700} fz="lg">
                    {money(pick(totals.data))}
                  </Text>
                ) : (
                  <Skeleton height={26} aria-label="Adding up" />
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
  const [busy, setBusy] = useState(false);
  const exportRows = async () => {
    setBusy(true);
    try {
      const rows = await fetchLedgerForExport(supabase, tenant.id, filter, newestFirst);
      downloadText(
        `${tenant.slug}-transactions-${localDate(tenant.time_zone)}.csv`,
        toCsv(rows, ledgerCsvColumns(tenant.time_zone)),
      );
      notifications.show({ color: 'teal', message: `Exported ${rows.length} transactions.` });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'The export failed',
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" onClick={() => void exportRows()} loading={busy}>
      Export CSV
    </Button>
  );
}
