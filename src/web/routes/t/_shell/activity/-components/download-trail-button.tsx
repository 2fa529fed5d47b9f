import { Button, Group, Stack, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { trailEntriesUpTo } from '@/features/audit/queries';
import { trailCsv, trailCsvCap, trailFileName } from '@/features/audit/trail-csv';
import type { TrailAsk } from '@/features/audit/trail-search';
import { downloadText } from '@/features/data/csv';
import { dataErrorMessage } from '@/features/data/data-error';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * Downloads the whole filtered trail, not only the entries on show, as CSV: read a thousand at
 * a time with the count so far on show, up to trailCsvCap entries; when the trail is longer, the
 * screen says the file stops there.
 */
export function DownloadTrailButton({
  ask,
  days,
}: {
  ask: TrailAsk;
  days: { from: string; to: string };
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const [read, setRead] = useState<number | null>(null);
  const [cappedAt, setCappedAt] = useState<number | null>(null);

  const download = async () => {
    setRead(0);
    setCappedAt(null);
    try {
      const { entries, capped } = await trailEntriesUpTo(supabase, ask, trailCsvCap, setRead);
      downloadText(trailFileName(tenant.slug, days), trailCsv(entries, intl, tenant.time_zone));
      setCappedAt(capped ? entries.length : null);
      notifySaved(intl.formatMessage({ id: 'audit.downloaded' }, { count: entries.length }));
    } catch (error) {
      notifyFailed(
        dataErrorMessage(error as Error),
        intl.formatMessage({ id: 'audit.downloadFailed' }),
      );
    } finally {
      setRead(null);
    }
  };

  return (
    <Stack gap={6} align="flex-start">
      <Group gap="sm">
        <Button variant="default" onClick={() => void download()} loading={read !== null}>
          {intl.formatMessage({ id: 'audit.downloadCsv' })}
        </Button>
        {read !== null && (
          <Text size="sm" role="status" aria-live="polite">
            {intl.formatMessage({ id: 'audit.downloadProgress' }, { count: read })}
          </Text>
        )}
      </Group>
      {cappedAt !== null && (
        <Text size="sm" role="status">
          {intl.formatMessage({ id: 'audit.downloadCapped' }, { count: cappedAt })}
        </Text>
      )}
    </Stack>
  );
}
