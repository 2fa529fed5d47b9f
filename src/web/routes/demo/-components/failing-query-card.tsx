import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { failingQueryOptions } from '@/features/demo/queries';
import { queryRetries as retries, queryRetryDelay } from '@/query-retry';
import { QueryStateList } from './query-state-list';

// The rows are named by TanStack Query's own fields ('status', 'failureCount'...), as a developer
// looks them up; what they hold is in the reader's words.
export function FailingQueryCard() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [started, setStarted] = useState(false);
  const failing = useQuery({ ...failingQueryOptions(), enabled: started });
  const waiting = failing.isFetching && failing.failureCount > 0;

  const run = () => {
    if (started) void queryClient.resetQueries({ queryKey: failingQueryOptions().queryKey });
    else setStarted(true);
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack>
        <Title order={2} size="h3">
          {intl.formatMessage({ id: 'common.demoRetriesTitle' })}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'common.demoRetriesText' }, { retries })}
        </Text>
        <QueryStateList
          rows={[
            [
              'status',
              started ? failing.status : intl.formatMessage({ id: 'common.demoNotStarted' }),
            ],
            ['failureCount', failing.failureCount],
            [
              intl.formatMessage({ id: 'common.demoNextRetry' }),
              waiting
                ? intl.formatMessage(
                    { id: 'common.demoRetryIn' },
                    { seconds: queryRetryDelay(failing.failureCount - 1) / 1000 },
                  )
                : failing.isError
                  ? intl.formatMessage({ id: 'common.demoGaveUp' })
                  : intl.formatMessage({ id: 'common.demoNone' }),
            ],
            [
              'failureReason',
              failing.failureReason?.message ?? intl.formatMessage({ id: 'common.demoNone' }),
            ],
          ]}
        />
        <Button variant="default" onClick={run} disabled={failing.isFetching}>
          {started
            ? intl.formatMessage({ id: 'common.demoRunAgain' })
            : intl.formatMessage({ id: 'common.demoStartFailing' })}
        </Button>
      </Stack>
    </Card>
  );
}
