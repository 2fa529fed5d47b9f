import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { relativeParts } from './relative-time';

/** "Last synced 3 minutes ago", "Syncing now…" or "Not synced yet", as a live status. */
export function SyncStatus({
  syncedAt,
  due,
  now,
}: {
  syncedAt: string | null;
  due: boolean;
  now: number;
}) {
  const intl = useIntl();
  const when =
    syncedAt === null
      ? null
      : (({ value, unit }) => intl.formatRelativeTime(value, unit, { numeric: 'auto' }))(
          relativeParts(syncedAt, now),
        );
  return (
    <Text size="sm" c="dimmed" role="status">
      {due
        ? intl.formatMessage({ id: 'calendars.syncing' })
        : when === null
          ? intl.formatMessage({ id: 'calendars.notSyncedYet' })
          : intl.formatMessage({ id: 'calendars.syncedAgo' }, { when })}
    </Text>
  );
}
