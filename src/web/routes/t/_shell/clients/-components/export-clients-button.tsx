import { Button } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '@/components/notify';
import type { ClientListSearch } from '@/features/clients/client-list-search';
import { clientCsvColumns } from '@/features/clients/client-csv';
import { allMatchingClients } from '@/features/clients/queries';
import { downloadText, toCsv } from '@/features/data/csv';
import { dataErrorMessage } from '@/features/data/data-error';
import { useMembership } from '@/features/tenancy/use-tenant';

/** Downloads every client the search and filters match (not only the page on show) as CSV. */
export function ExportClientsButton({
  search,
  total,
}: {
  search: ClientListSearch;
  total: number;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const [busy, setBusy] = useState(false);

  const exportList = async () => {
    setBusy(true);
    try {
      const rows = await allMatchingClients(supabase, tenant.id, search);
      downloadText(
        `${tenant.slug}-clients-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(rows, clientCsvColumns(tenant.currency)),
      );
      notifySaved(`Exported ${rows.length} client${rows.length === 1 ? '' : 's'}.`);
    } catch (error) {
      notifyFailed(dataErrorMessage(error as Error), 'The export did not work');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="default"
      onClick={() => void exportList()}
      loading={busy}
      disabled={total === 0}
    >
      Export CSV
    </Button>
  );
}
