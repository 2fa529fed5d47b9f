import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failingQueryOptions } from '@/features/demo/queries';
import { queryRetries as retries, queryRetryDelay } from '@/query-retry';
import { QueryStateList } from './query-state-list';

export function FailingQueryCard() {
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
          Retries with backoff
        </Title>
        <Text size="sm" c="dimmed">
          A query that always fails. It is tried once and retried {retries} times, waiting 1, 2 and
          then 4 seconds, before it settles on the error.
        </Text>
        <QueryStateList
          rows={[
            ['status', started ? failing.status : 'not started'],
            ['failureCount', failing.failureCount],
            [
              'next retry',
              waiting
                ? `in ${queryRetryDelay(failing.failureCount - 1) / 1000} s`
                : failing.isError
                  ? 'none, gave up'
                  : 'none',
            ],
            ['failureReason', failing.failureReason?.message ?? 'none'],
          ]}
        />
        <Button variant="default" onClick={run} disabled={failing.isFetching}>
          {started ? 'Run it again' : 'Start the failing query'}
        </Button>
      </Stack>
    </Card>
  );
}
