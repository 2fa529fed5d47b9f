import { Button, Stack } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { downloadBusinessExport } from '@/features/settings/download-business-export';
import { useMembership } from '@/features/tenancy/use-tenant';

/** The owner downloads everything the business keeps, as one JSON file. */
export function BusinessExportSection() {
  const { formatMessage } = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      await downloadBusinessExport(supabase, tenant);
      notifySaved(formatMessage({ id: 'settings.exportDownloaded' }));
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'settings.exportFailed' }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack align="flex-start">
      <SectionHeader title={formatMessage({ id: 'settings.exportTitle' })}>
        <FormattedMessage id="settings.exportIntro" values={{ business: tenant.name }} />
      </SectionHeader>
      <Button variant="light" loading={exporting} onClick={() => void download()}>
        <FormattedMessage id="settings.exportButton" />
      </Button>
    </Stack>
  );
}
