import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { dataErrorMessage } from '../data/data-error';
import { auditTrailQuery } from './queries';
import type { TrailAsk } from './trail-search';
import { TrailEntryItem } from './trail-entry-item';

/**
 * The entries of a trail, newest first, a page at a time ("Load more"), with its loading, error
 * and empty states: the one list of the Activity screen and of the booking's and the client's
 * History tabs. `showClient` and `showSession` leave out what the whole list belongs to.
 */
export function TrailEntryList({
  ask,
  empty,
  showClient = true,
  showSession = true,
}: {
  ask: TrailAsk;
  empty: string;
  showClient?: boolean;
  showSession?: boolean;
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const query = useInfiniteQuery(auditTrailQuery(supabase, ask));
  if (query.error && !query.data) {
    return (
      <Alert
        color="red"
        role="alert"
        title={intl.formatMessage({ id: 'audit.loadFailed' })}
        maw={760}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{dataErrorMessage(query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{intl.formatMessage({ id: 'audit.loading' })}</Text>
        </Group>
      </Center>
    );
  }
  const entries = query.data.pages.flat();
  if (entries.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Center>
          <Text c="dimmed" ta="center" role="status">
            {empty}
          </Text>
        </Center>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" role="status" aria-live="polite">
        {intl.formatMessage(
          { id: query.hasNextPage ? 'audit.shownSoFar' : 'audit.shownAll' },
          { count: entries.length },
        )}
      </Text>
      <Stack
        component="ol"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={intl.formatMessage({ id: 'audit.entriesLabel' })}
      >
        {entries.map((entry) => (
          <TrailEntryItem
            key={entry.id}
            entry={entry}
            showClient={showClient}
            showSession={showSession}
          />
        ))}
      </Stack>
      {query.error && (
        <Alert color="red" role="alert" title={intl.formatMessage({ id: 'audit.loadFailed' })}>
          {dataErrorMessage(query.error)}
        </Alert>
      )}
      {query.hasNextPage && (
        <Center>
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {intl.formatMessage({ id: 'audit.loadMore' })}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
