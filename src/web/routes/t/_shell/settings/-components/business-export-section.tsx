import { Button, Stack } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { downloadBusinessExport } from '@/features/settings/download-business-export';
import { useMembership } from '@/features/tenancy/use-tenant';

/** The owner downloads everything the business keeps, as one JSON file. */
export function BusinessExportSection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      await downloadBusinessExport(supabase, tenant);
      notifySaved('The export is downloaded.');
    } catch (error) {
      notifyFailed(error, 'Not exported');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack align="flex-start">
      <SectionHeader title="Export the business">
        Everything {tenant.name} keeps: its team, services, bookings, clients and their notes,
        places, attendance, ledger and documents, as one JSON file taken at one moment.
      </SectionHeader>
      <Button variant="light" loading={exporting} onClick={() => void download()}>
        Download everything (JSON)
      </Button>
    </Stack>
  );
}
