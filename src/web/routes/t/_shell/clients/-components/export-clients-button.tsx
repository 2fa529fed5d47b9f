import { Button } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const [busy, setBusy] = useState(false);

  const exportList = async () => {
    setBusy(true);
    try {
      const rows = await allMatchingClients(supabase, tenant.id, search);
      downloadText(
        intl.formatMessage(
          { id: 'clients.exportFileName' },
          { business: tenant.slug, date: new Date().toISOString().slice(0, 10) },
        ),
        toCsv(rows, clientCsvColumns(tenant.currency, intl)),
      );
      notifySaved(intl.formatMessage({ id: 'clients.exported' }, { count: rows.length }));
    } catch (error) {
      notifyFailed(
        dataErrorMessage(error as Error),
        intl.formatMessage({ id: 'clients.exportFailed' }),
      );
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
      <FormattedMessage id="clients.exportCsv" />
    </Button>
  );
}
